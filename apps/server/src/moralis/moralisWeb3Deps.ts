import type { PublicClient } from 'viem'
import type { NftQueries } from '../nft/nftQueries.ts'
import type { MoralisPaging } from './moralisInput.ts'
import type { MoralisQueries } from './moralisQueries.ts'

/** What the Moralis Web3 API functions read: the NFT API's queries, their own, and the chain. */
export type MoralisWeb3Deps = {
  chainId: number
  nft: NftQueries
  moralis: MoralisQueries
  paging: MoralisPaging
  client: Pick<PublicClient, 'getBalance'>
}
