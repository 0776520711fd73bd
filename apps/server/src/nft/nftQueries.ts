import type { CollectionSort, TokenSort } from '@vitrine/api'
import {
  type ActivityFilter,
  countTraitTokens,
  readActivity,
  readCollection,
  readCollections,
  readCollectionTokenPage,
  readCollectionTraits,
  readIndexedBlock,
  readOwners,
  readToken,
  readTokensOfOwner,
  requeueMetadata,
  type TraitFilter,
} from '@vitrine/db'
import type pg from 'pg'
import type { Owner } from './nftShapes.ts'
import { createRarestTypeFirst } from './rarestTypeFirst.ts'

/** The reads behind the NFT API (packages/db's SQL over the tables the indexer keeps), keyset-paginated, for one chain. */
export function createNftQueries(pool: pg.Pool, chainId: number) {
  const rarestTypeFirst = createRarestTypeFirst((address, filters) => countTraitTokens(pool, chainId, address, filters))
  const ownersOf = async (keys: { address: string; token_id: string }[], perToken = 20) => {
    if (keys.length === 0) return new Map<string, Owner[]>()
    const owners = new Map<string, Owner[]>()
    for (const row of await readOwners(pool, chainId, keys, perToken)) {
      const key = `${row.address}:${row.token_id}`
      owners.set(key, [...(owners.get(key) ?? []), { address: row.owner, amount: row.amount }])
    }
    return owners
  }

  return {
    ownersOf,

    /** Tokens `owner` holds (amount > 0), optionally in one collection, by (address, tokenId). */
    tokensOfOwner: (owner: string, collection: string | null, after: string[] | null, limit: number) =>
      readTokensOfOwner(pool, chainId, owner, collection, after, limit),

    token: (address: string, tokenId: string) => readToken(pool, chainId, address, tokenId),

    collections: (
      sort: CollectionSort,
      q: string | null,
      after: string[] | null,
      limit: number,
      creator: string | null = null,
    ) => readCollections(pool, chainId, { sort, q, after, limit, creator }),

    collection: (address: string) => readCollection(pool, chainId, address),

    /** A page of a collection's tokens, filtered by traits (and listed only), by token id, newest first or price (listed first). */
    async collectionTokens(
      address: string,
      sort: TokenSort,
      traits: TraitFilter,
      after: string[] | null,
      limit: number,
      listed = false,
    ) {
      const ordered = await rarestTypeFirst(address, traits)
      return readCollectionTokenPage(pool, { chainId, address, traits: ordered, listed, after, limit, sort })
    },

    /** Every trait type of a collection with its values and how many tokens have each. */
    traits: (address: string, valuesPerType: number) => readCollectionTraits(pool, chainId, address, valuesPerType),

    /** Activity, newest first, by collection, token or account (either side), type and source. */
    activity: (filter: ActivityFilter, after: string[] | null, limit: number) =>
      readActivity(pool, chainId, filter, after, limit),

    /** Puts a token (or its lazy listings' items) back in the metadata queue: see requeueMetadata. */
    requeueMetadata: (address: string, tokenId: string) => requeueMetadata(pool, chainId, address, tokenId),

    indexedBlock: () => readIndexedBlock(pool, chainId),
  }
}

export type NftQueries = ReturnType<typeof createNftQueries>
