import { z } from 'zod'
import { looseParams } from '../schemas/looseParams.ts'
import {
  moralisBlockSchema,
  moralisContractValueSchema,
  moralisTokenMetadataSchema,
  moralisTokenPriceSchema,
} from '../schemas/moralisChainReads.ts'
import {
  moralisContractSchema,
  moralisNftOwnerSchema,
  moralisNftSchema,
  moralisPageOf,
  moralisTokenBalanceSchema,
  moralisTokenSchema,
  moralisTokenTransferSchema,
  moralisTradeSchema,
  moralisTransactionSchema,
  moralisTransferSchema,
} from '../schemas/moralisWeb3.ts'

/**
 * Moralis's Web3 API as moralis-v1 posts it (`chain`, `address`, `token_id`, `cursor`, …): each
 * function checks what it reads itself, with Moralis's parameter names in its refusals, and
 * answers in Moralis's shapes (the server's `moralis/moralisShapes.ts`).
 */
const web3Function = <T extends z.ZodType>(result: T) => ({ params: looseParams(), result })

/** What moralis-v1 calls on its server (PRODUCT.md §8): its start, its sign-in and its Web3 API. */
export const moralisFunctions = {
  /** The time moralis-v1 stamps a wallet sign-in's message with. */
  getServerTime: { params: looseParams(), result: z.object({ dateTime: z.number() }) },
  /** The Moralis plugins this server has on (Moralis.start() calls it last). */
  getPluginSpecs: {
    params: looseParams(),
    result: z.array(z.object({ name: z.string(), functions: z.array(z.string()) })),
  },
  getNFTsForContract: web3Function(moralisPageOf(moralisNftOwnerSchema)),
  getNFTTransfers: web3Function(moralisPageOf(moralisTransferSchema)),
  getNativeBalance: web3Function(z.object({ balance: z.string().regex(/^[0-9]+$/) })),
  // A watched address's (a signed-in user's wallet, watchEthAddress): indexed ERC-20 transfers and transactions.
  getTokenBalances: web3Function(z.array(moralisTokenBalanceSchema)),
  getTokenTransfers: web3Function(moralisPageOf(moralisTokenTransferSchema)),
  getTransactions: web3Function(moralisPageOf(moralisTransactionSchema)),
  getNFTMetadata: web3Function(moralisContractSchema),
  getTokenIdMetadata: web3Function(moralisTokenSchema),
  getAllTokenIds: web3Function(moralisPageOf(moralisNftSchema)),
  getNFTOwners: web3Function(moralisPageOf(moralisNftOwnerSchema)),
  getContractNFTTransfers: web3Function(moralisPageOf(moralisTransferSchema)),
  getNFTTrades: web3Function(moralisPageOf(moralisTradeSchema)),
  getNFTLowestPrice: web3Function(moralisTradeSchema.nullable()),
  runContractFunction: web3Function(moralisContractValueSchema),
  getBlock: web3Function(moralisBlockSchema),
  getTokenMetadata: web3Function(z.array(moralisTokenMetadataSchema)),
  getTokenPrice: web3Function(moralisTokenPriceSchema),
  resolveDomain: web3Function(z.object({ address: z.string() })),
} as const
