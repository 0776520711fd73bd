import type { PublicClient } from 'viem'
import type { NftQueries } from './nftQueries.ts'
import type { PageCursor } from './pageCursor.ts'

/** What the NFT functions read from: the indexer's tables (each token with its best orders), the cursor signer, the chain's head. */
export type NftFunctionDeps = {
  queries: NftQueries
  cursor: PageCursor
  chainId: number
  client: Pick<PublicClient, 'getBlockNumber'>
}
