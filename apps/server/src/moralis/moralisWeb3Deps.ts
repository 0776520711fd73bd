import type { Address, PublicClient } from 'viem'
import type { NftQueries } from '../nft/nftQueries.ts'
import type { Erc20InfoReader } from './erc20Info.ts'
import type { MoralisPaging } from './moralisInput.ts'
import type { MoralisQueries } from './moralisQueries.ts'
import type { SwapRoute } from './moralisTokenPrice.ts'

/** What the Moralis Web3 API functions read: the NFT API's queries, their own, and the chain. */
export type MoralisWeb3Deps = {
  chainId: number
  nft: NftQueries
  moralis: MoralisQueries
  paging: MoralisPaging
  client: Pick<PublicClient, 'getBalance' | 'getBlockNumber' | 'call' | 'getBlock' | 'request' | 'readContract'>
  /** ERC-20 names, symbols and decimals, read from the chain and kept. */
  erc20: Erc20InfoReader
  /** The swap route whose pools price tokens (token.getTokenPrice); null without one. */
  swapRoute: SwapRoute | null
  /** The Seaport contract our sales go through: the `marketplace_address` of a trade (none without a market). */
  seaport: Address | null
}
