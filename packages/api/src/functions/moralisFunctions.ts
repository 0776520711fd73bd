import { z } from 'zod'
import { looseParams } from '../schemas/looseParams.ts'

/**
 * Moralis's Web3 API as moralis-v1 posts it (`chain`, `address`, `token_id`, `cursor`, …): each
 * function checks what it reads itself, with Moralis's parameter names in its refusals, and
 * answers in Moralis's shapes (the server's `moralis/moralisShapes.ts`).
 */
const web3Function = { params: looseParams(), result: z.unknown() }

/** What moralis-v1 calls on its server (PRODUCT.md §8): its start, its sign-in and its Web3 API. */
export const moralisFunctions = {
  /** The time moralis-v1 stamps a wallet sign-in's message with. */
  getServerTime: { params: looseParams(), result: z.object({ dateTime: z.number() }) },
  /** The Moralis plugins this server has on (Moralis.start() calls it last). */
  getPluginSpecs: {
    params: looseParams(),
    result: z.array(z.object({ name: z.string(), functions: z.array(z.string()) })),
  },
  getNFTsForContract: web3Function,
  getNFTTransfers: web3Function,
  getNativeBalance: web3Function,
  getNFTMetadata: web3Function,
  getTokenIdMetadata: web3Function,
  getAllTokenIds: web3Function,
  getNFTOwners: web3Function,
  getContractNFTTransfers: web3Function,
  getNFTTrades: web3Function,
  getNFTLowestPrice: web3Function,
} as const
