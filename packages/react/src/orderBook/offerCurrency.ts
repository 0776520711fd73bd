import type { MarketConfig, OfferCurrency } from '@vitrine/api'

/**
 * An order's currency as the market names it (`getMarketConfig().offerCurrencies`: symbol and
 * decimals); null for a token the market does not take, which is never to be shown as an amount
 * of anything nor filled.
 */
export function offerCurrencyOf(
  config: Pick<MarketConfig, 'offerCurrencies'>,
  address: string | null | undefined,
): OfferCurrency | null {
  if (!address) return null
  return config.offerCurrencies.find((currency) => currency.address.toLowerCase() === address.toLowerCase()) ?? null
}
