import { DEFAULT_SLIPPAGE_BPS } from '@vitrine/api'
import { type SwapAdapter, SwapQuoteError } from '@vitrine/market'
import { describeRpcError } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type AnyServerFunction, defineServerFunction } from '../../functions/defineServerFunction.ts'

export type SwapFunctionDeps = { swap: SwapAdapter | null }

const swapOff = () =>
  new Parse.Error(
    Parse.Error.UNSUPPORTED_SERVICE,
    'Paying with another token is off on this server: no swap route is configured (SWAP_ROUTER_ADDRESS or ONEINCH_API_URL and ONEINCH_API_KEY).',
  )

/**
 * A refused quote as a client reads it: the caller's mistakes are 400s (`INVALID_VALUE`), a swap
 * with no route is "not found" (101, a 400 too: never a 5xx), an outage is 100 (HTTP 503, retry).
 */
export function swapError(error: unknown): Parse.Error {
  if (!(error instanceof SwapQuoteError)) throw error
  const code =
    error.failure === 'noRoute'
      ? Parse.Error.OBJECT_NOT_FOUND
      : error.failure === 'unavailable'
        ? Parse.Error.CONNECTION_FAILED
        : Parse.Error.INVALID_VALUE
  // An outage's cause goes to the log in words: a node's URL (in viem's full message) may hold a key.
  const answer = new Parse.Error(code, error.message)
  return error.failure === 'unavailable' ? Object.assign(answer, { cause: describeRpcError(error.cause) }) : answer
}

/**
 * The `oneInch` source (PRODUCT.md §6): prices and calldata of public pools; the taker's wallet
 * signs nothing here. The buy dialog's price in another token: on the fast path.
 */
export const swapServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getSwapTokens',
    access: { who: 'anyone', why: 'the tokens a buyer may pay with: public terms of the swap route' },
    fast: true,
    handler:
      ({ swap: { swap } }) =>
      async () => {
        if (!swap) throw swapOff()
        return swap.tokens().catch((cause: unknown) => {
          throw swapError(new SwapQuoteError('unavailable', 'The swap tokens are temporarily unavailable.', { cause }))
        })
      },
  }),
  defineServerFunction({
    name: 'getSwapQuote',
    access: { who: 'anyone', why: "a swap's price and transaction, read from public pools (or 1inch)" },
    fast: true,
    handler:
      ({ swap: { swap } }) =>
      async (params) => {
        if (!swap) throw swapOff()
        return swap
          .quote({ ...params, slippageBps: params.slippageBps ?? DEFAULT_SLIPPAGE_BPS })
          .catch((error: unknown) => {
            throw swapError(error)
          })
      },
  }),
]
