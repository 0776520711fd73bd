/**
 * Where a listing or sale comes from (PRODUCT.md §6): `opensea` for Seaport orders, Vitrine's
 * own listings included; `rarible`, `oneInch` and `fiat` for the adapters. The backend's
 * `getActivity` reports one of these as an item's `source`, and the database allows no other.
 */
export const TradingSource = {
  oneInch: 'oneInch',
  opensea: 'opensea',
  fiat: 'fiat',
  rarible: 'rarible',
} as const

export type TradingSource = (typeof TradingSource)[keyof typeof TradingSource]

/**
 * What a trading source can do (PRODUCT.md §6, "Other sources"): make orders (`list`), fill them
 * (`fill`), price a swap (`quote`), or sell ETH for a card payment (`onramp`).
 */
export const SOURCE_CAPABILITIES = ['list', 'fill', 'quote', 'onramp'] as const
export type SourceCapability = (typeof SOURCE_CAPABILITIES)[number]

/** A source as `getMarketConfig` reports it: every name is always there, enabled or not. */
export type TradingSourceInfo = { name: TradingSource; enabled: boolean; capabilities: SourceCapability[] }

/** A source's name as people read it, beside its mark. */
export const TRADING_SOURCE_LABELS: Record<TradingSource, string> = {
  oneInch: '1inch',
  opensea: 'OpenSea',
  fiat: 'Card',
  rarible: 'Rarible',
}
