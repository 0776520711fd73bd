import { NATIVE_CURRENCY } from '@vitrine/api'
import { offerCurrencyOf, useMarketConfig } from '@vitrine/react'
import { useMemo } from 'react'
import { ETH, formatAmount } from '../../format/formatEth.ts'

/** Said of an amount in a token the market does not take: its units mean nothing, so none are shown. */
export const UNKNOWN_TOKEN = 'An unknown token'

/**
 * Currencies as the market's terms name them (`getMarketConfig().offerCurrencies`: symbol and
 * decimals), never assumed: ETH for the zero address, a token the market takes by its own symbol,
 * any other token as unknown (no amount shown, and nothing to accept). `format` answers "…" until
 * the terms are read.
 */
export function useMarketCurrencies() {
  const config = useMarketConfig().data
  return useMemo(() => {
    /** The currency's name and decimals; null for a token the market does not take, undefined while loading. */
    const currencyOf = (currency: string | null | undefined) => {
      if (!currency || currency === NATIVE_CURRENCY) return ETH
      if (!config) return undefined
      return offerCurrencyOf(config, currency)
    }
    return {
      currencyOf,
      /** "10 WETH", "100 vUSD", "1.5 ETH"; `UNKNOWN_TOKEN` for a token the market does not take. */
      format(amount: string | null | undefined, currency: string | null | undefined): string {
        if (amount === null || amount === undefined) return '—'
        const named = currencyOf(currency)
        if (named === undefined) return '…'
        return named ? formatAmount(amount, named) : UNKNOWN_TOKEN
      },
      /** The market's WETH, as the token names itself: what offers made here are paid in. */
      weth: config?.offerCurrencies[0] ?? null,
    }
  }, [config])
}
