import { z } from 'zod'
import { Address, AddressParam } from '../schemas/address.ts'
import { optional } from '../schemas/page.ts'
import { Wei } from '../schemas/wei.ts'
import { MAX_SLIPPAGE_BPS } from '../swap.ts'

const AMOUNT_MESSAGE = 'must be a positive whole number of the token’s smallest unit, as a decimal string.'
const SLIPPAGE_MESSAGE = `must be a whole number of basis points from 0 to ${MAX_SLIPPAGE_BPS}.`

/** A token a buyer can pay with (or receive) through a swap. */
export const SwapToken = z.object({ address: Address, symbol: z.string(), decimals: z.number().int() })
export type SwapToken = z.infer<typeof SwapToken>

/** A transaction for the wallet to send, as it is sent. */
export const SwapTransaction = z.object({ to: Address, data: z.string(), value: Wei })
export type SwapTransaction = z.infer<typeof SwapTransaction>

/**
 * A priced swap (the `oneInch` source, PRODUCT.md §6): sending `tx` (after `approval`, if any)
 * gives the taker at least `minBuyAmount` of `buyToken` for at most `maxSellAmount` of
 * `sellToken`; `sellAmount` and `buyAmount` are the prices as quoted. Good until `expiresAt`.
 */
export const SwapQuote = z.object({
  source: z.literal('oneInch'),
  sellToken: Address,
  buyToken: Address,
  sellAmount: Wei,
  buyAmount: Wei,
  minBuyAmount: Wei,
  maxSellAmount: Wei,
  slippageBps: z.number().int(),
  /** The ERC-20 allowance the swap needs first; null when there is enough (or ETH is sold). */
  approval: z.object({ token: Address, spender: Address, amount: Wei }).nullable(),
  tx: SwapTransaction,
  /** ISO 8601. */
  expiresAt: z.string(),
})
export type SwapQuote = z.infer<typeof SwapQuote>

export const getSwapQuoteParams = z
  .object({
    sellToken: AddressParam,
    buyToken: AddressParam,
    buyAmount: z
      .string({ error: AMOUNT_MESSAGE })
      .refine((text) => /^[1-9][0-9]{0,77}$/.test(text) && BigInt(text) < 2n ** 256n, AMOUNT_MESSAGE),
    taker: AddressParam,
    slippageBps: optional(
      z
        .number({ error: SLIPPAGE_MESSAGE })
        .int(SLIPPAGE_MESSAGE)
        .min(0, SLIPPAGE_MESSAGE)
        .max(MAX_SLIPPAGE_BPS, SLIPPAGE_MESSAGE),
    ),
  })
  .refine((p) => p.sellToken !== p.buyToken, {
    path: ['buyToken'],
    message: 'must differ from sellToken: a swap trades one token for another.',
  })
export type GetSwapQuoteParams = z.output<typeof getSwapQuoteParams>

/** The `oneInch` trading source: paying with another token through a swap. Public. */
export const swapFunctions = {
  /** The tokens a quote may name (ETH as `NATIVE_TOKEN`). */
  getSwapTokens: { params: z.object({}), result: z.array(SwapToken) },
  /** A swap that buys exactly `buyAmount` of `buyToken` with `sellToken` (see `SwapQuote`). */
  getSwapQuote: { params: getSwapQuoteParams, result: SwapQuote },
} as const
