import type { Activity, OfferCurrency } from '@vitrine/api'
import { offerCurrencyOf } from '@vitrine/react'
import { formatAmount, formatEth } from '../../format/formatEth.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

/** What an activity item was, in a collector's words: a transfer to nobody is a burn. */
export function activityLabel(item: Pick<Activity, 'type' | 'to'>): string {
  if (item.type === 'transfer' && item.to === ZERO) return 'Burn'
  return { mint: 'Mint', transfer: 'Transfer', list: 'Listing', offer: 'Offer', sale: 'Sale', cancel: 'Cancel' }[
    item.type
  ]
}

/**
 * What an item's price was paid in, for people: ETH (the zero address), one of the market's offer
 * currencies (`getMarketConfig().offerCurrencies`: offers, and sales that accepted one) by its own
 * symbol and decimals, or another token, whose units the site does not vouch for. "—" without a price.
 */
export function activityPrice(
  item: Pick<Activity, 'price' | 'currency'>,
  offerCurrencies: OfferCurrency[] | undefined,
): string {
  if (item.price === null) return '—'
  if (item.currency === null || item.currency === ZERO) return formatEth(item.price)
  const named = offerCurrencies && offerCurrencyOf({ offerCurrencies }, item.currency)
  return named ? formatAmount(item.price, named) : 'Paid in a token'
}
