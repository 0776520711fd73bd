import {
  countCollectionHoldings,
  countOwnedTokens,
  countSales,
  countTransfers,
  readCollectionHoldings,
  readCollectionsInfo,
  readLowestSale,
  readOwnedTokens,
  readSupplies,
} from '@vitrine/db'
import type pg from 'pg'

/**
 * Reads the Moralis Web3 API needs beyond the NFT API's queries (nft/nftQueries.ts): balances by
 * owner over several collections, a collection's (token, owner) pairs, and the counts Moralis
 * pages carry as `total`. Same tables, same keyset paging (the SQL is packages/db's).
 */
export function createMoralisQueries(pool: pg.Pool, chainId: number) {
  return {
    /** Tokens `owner` holds, optionally in some collections only, by (address, tokenId). */
    tokensOfOwner: (owner: string, collections: string[] | null, after: string[] | null, limit: number) =>
      readOwnedTokens(pool, chainId, owner, collections, after, limit),
    countTokensOfOwner: (owner: string, collections: string[] | null) =>
      countOwnedTokens(pool, chainId, owner, collections),
    /** Every (token, owner) of a collection with the owner's amount, by (tokenId, owner). */
    ownersOfCollection: (address: string, after: string[] | null, limit: number) =>
      readCollectionHoldings(pool, chainId, address, after, limit),
    countOwnersOfCollection: (address: string) => countCollectionHoldings(pool, chainId, address),
    countTransfers: (filter: { address: string | null; account: string | null }) =>
      countTransfers(pool, chainId, filter),
    countSales: (address: string) => countSales(pool, chainId, address),
    lowestSale: (address: string, since: Date) => readLowestSale(pool, chainId, address, since),
    supplies: (address: string, tokenIds: string[]) => readSupplies(pool, chainId, address, tokenIds),
    collectionsInfo: (addresses: string[]) => readCollectionsInfo(pool, chainId, addresses),
  }
}

export type MoralisQueries = ReturnType<typeof createMoralisQueries>
