import type { Address, GetSwapQuoteParams, SwapQuote, SwapToken } from '@vitrine/api'
import { MarketError } from './MarketError.ts'
import type { TradingSourceAdapter } from './tradingSourceAdapter.ts'

/**
 * Why a swap is not quoted: `unknownToken` and `sameToken` are the caller's to fix (a 400);
 * `noRoute` says the route has not enough liquidity for the amount (a fact, never a 5xx);
 * `unavailable` is an outage of the chain or the API (try again; never a fact about the swap).
 */
export type SwapFailure = 'unknownToken' | 'sameToken' | 'noRoute' | 'unavailable'

/** A quote refused, with a sentence a person can act on; `cause` keeps what the route said. */
export class SwapQuoteError extends MarketError {
  override name = 'SwapQuoteError'
  constructor(
    readonly failure: SwapFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/** What a quote is asked for, the slippage filled in. */
export type SwapQuoteRequest = Omit<GetSwapQuoteParams, 'slippageBps'> & { slippageBps: number }

/** What a price is asked for: how much of `buyToken` an exact `sellAmount` of `sellToken` buys. */
export type SwapPriceRequest = { sellToken: Address; buyToken: Address; sellAmount: bigint }

/**
 * The `oneInch` source (PRODUCT.md §6): paying with another token. Locally through a Uniswap V2
 * router, or through 1inch's Swap API when configured; either answers the same `SwapQuote`.
 */
export interface SwapAdapter<Config = unknown> extends TradingSourceAdapter<Config> {
  tokens(): Promise<SwapToken[]>
  /** Rejects with a `SwapQuoteError`. */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
  /** What `sellAmount` of `sellToken` buys of `buyToken` now: an exact input's price (Moralis's `quote`). */
  priceOf(request: SwapPriceRequest): Promise<bigint>
  /** Who takes the seller's tokens in a swap, and how much of `token` it may take from `owner` now. */
  allowance(token: Address, owner: Address): Promise<{ spender: Address; amount: bigint }>
}
