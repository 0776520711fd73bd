import type { CollectionSort, TokenSort } from '@vitrine/api'
import {
  type ActivityFilter,
  countTraitTokens,
  type ReadRouting,
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
import type { Owner } from './nftShapes.ts'
import { createRarestTypeFirst } from './rarestTypeFirst.ts'

/**
 * The reads behind the NFT API (packages/db's SQL over the tables the indexer keeps), keyset-paginated,
 * for one chain: on a replica when one has every change this process knows of (`db.reads`).
 */
export function createNftQueries(db: ReadRouting, chainId: number) {
  const reads = db.reads
  const rarestTypeFirst = createRarestTypeFirst((address, filters) =>
    countTraitTokens(reads, chainId, address, filters),
  )
  const ownersOf = async (keys: { address: string; token_id: string }[], perToken = 20) => {
    if (keys.length === 0) return new Map<string, Owner[]>()
    const owners = new Map<string, Owner[]>()
    for (const row of await readOwners(reads, chainId, keys, perToken)) {
      const key = `${row.address}:${row.token_id}`
      owners.set(key, [...(owners.get(key) ?? []), { address: row.owner, amount: row.amount }])
    }
    return owners
  }

  return {
    ownersOf,

    /** Tokens `owner` holds (amount > 0), optionally in one collection, by (address, tokenId). */
    tokensOfOwner: (owner: string, collection: string | null, after: string[] | null, limit: number) =>
      readTokensOfOwner(reads, chainId, owner, collection, after, limit),

    token: (address: string, tokenId: string) => readToken(reads, chainId, address, tokenId),

    collections: (
      sort: CollectionSort,
      q: string | null,
      after: string[] | null,
      limit: number,
      creator: string | null = null,
    ) => readCollections(reads, chainId, { sort, q, after, limit, creator }),

    collection: (address: string) => readCollection(reads, chainId, address),

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
      return readCollectionTokenPage(reads, { chainId, address, traits: ordered, listed, after, limit, sort })
    },

    /** Every trait type of a collection with its values and how many tokens have each. */
    traits: (address: string, valuesPerType: number) => readCollectionTraits(reads, chainId, address, valuesPerType),

    /** Activity, newest first, by collection, token or account (either side), type and source. */
    activity: (filter: ActivityFilter, after: string[] | null, limit: number) =>
      readActivity(reads, chainId, filter, after, limit),

    /** Puts a token (or its lazy listings' items) back in the metadata queue: see requeueMetadata. */
    async requeueMetadata(address: string, tokenId: string) {
      const requeued = await requeueMetadata(db.primary, chainId, address, tokenId)
      db.wrote()
      return requeued
    },

    indexedBlock: () => readIndexedBlock(reads, chainId),
  }
}

export type NftQueries = ReturnType<typeof createNftQueries>
