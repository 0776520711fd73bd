import {
  countCollectionHoldings,
  countOwnedTokens,
  countSales,
  countTokenTransfersOf,
  countTransactionsOf,
  countTransfers,
  type Db,
  readAddressSync,
  readCollectionHoldings,
  readCollectionsInfo,
  readLowestSale,
  readOwnedTokens,
  readSupplies,
  readTokensOf,
  readTokenTransfersOf,
  readTransactionsOf,
} from '@vitrine/db'

/**
 * Reads the Moralis Web3 API needs beyond the NFT API's queries (nft/nftQueries.ts): balances by
 * owner over several collections, a collection's (token, owner) pairs, the counts Moralis
 * pages carry as `total`, and watched addresses' ERC-20 transfers and transactions. Same tables, same keyset paging (the SQL is packages/db's).
 */
export function createMoralisQueries(pool: Db, chainId: number) {
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
    /** A watched address's progress (the indexer's), null when it is not watched. */
    addressSync: (address: string) => readAddressSync(pool, chainId, address),
    /** ERC-20 tokens a watched address sent or received. */
    tokensOf: (address: string) => readTokensOf(pool, chainId, address),
    tokenTransfersOf: (address: string, after: string[] | null, limit: number) =>
      readTokenTransfersOf(pool, chainId, address, after, limit),
    countTokenTransfersOf: (address: string) => countTokenTransfersOf(pool, chainId, address),
    transactionsOf: (address: string, after: string[] | null, limit: number) =>
      readTransactionsOf(pool, chainId, address, after, limit),
    countTransactionsOf: (address: string) => countTransactionsOf(pool, chainId, address),
  }
}

export type MoralisQueries = ReturnType<typeof createMoralisQueries>
