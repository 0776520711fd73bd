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
