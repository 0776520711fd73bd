import type { PublicClient } from 'viem'
import type { createBestOrders } from '../market/bestOrders.ts'
import type { NftQueries } from './nftQueries.ts'
import type { PageCursor } from './pageCursor.ts'

/** What the NFT functions read from: the indexer's tables, the cursor signer, the chain's head, the order book's best orders. */
export type NftFunctionDeps = {
  queries: NftQueries
  cursor: PageCursor
  chainId: number
  client: Pick<PublicClient, 'getBlockNumber'>
  /** Each NFT result's cheapest active listing and top offer, from the order book. */
  bestOrders: ReturnType<typeof createBestOrders>
}
