import type { SwapQuote } from '@vitrine/api'
import { TradeError } from '../../trade/TradeError.ts'

/**
 * Whether the quote the buyer agreed to may still be sent, checked before the wallet opens: past
 * its expiry it may not; and a fresh quote of the same swap must not cost more than the agreed
 * most (`maxSellAmount`), else the price moved beyond the slippage. Null: go ahead.
 */
export function quoteProblem(agreed: SwapQuote, fresh: SwapQuote | null, nowMs: number): TradeError | null {
  if (nowMs >= Date.parse(agreed.expiresAt))
    return new TradeError('quoteExpired', 'The quote has expired: close this and get a new quote. Nothing was spent.')
  if (fresh && BigInt(fresh.sellAmount) > BigInt(agreed.maxSellAmount))
    return new TradeError(
      'priceMoved',
      'The price moved beyond your slippage since the quote: get a new quote, or allow more slippage. Nothing was spent.',
    )
  return null
}
