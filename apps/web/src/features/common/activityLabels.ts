import type { Activity } from '@vitrine/api'
import { formatEth, formatWeth } from '../../format/formatEth.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

/** What an activity item was, in a collector's words: a transfer to nobody is a burn. */
export function activityLabel(item: Pick<Activity, 'type' | 'to'>): string {
  if (item.type === 'transfer' && item.to === ZERO) return 'Burn'
  return { mint: 'Mint', transfer: 'Transfer', list: 'Listing', offer: 'Offer', sale: 'Sale', cancel: 'Cancel' }[
    item.type
  ]
}

/**
 * What an item's price was paid in, for people: ETH (the zero address), WETH (offers, and sales
 * that accepted one), or another token, whose units the site does not know. "—" without a price.
 */
export function activityPrice(item: Pick<Activity, 'price' | 'currency'>, weth: string | undefined): string {
  if (item.price === null) return '—'
  if (item.currency === null || item.currency === ZERO) return formatEth(item.price)
  if (weth && item.currency.toLowerCase() === weth.toLowerCase()) return formatWeth(item.price)
  return 'Paid in a token'
}
