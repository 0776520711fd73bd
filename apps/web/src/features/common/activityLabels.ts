import type { Activity } from '@vitrine/api'

const ZERO = '0x0000000000000000000000000000000000000000'

/** What an activity item was, in a collector's words: a transfer to nobody is a burn. */
export function activityLabel(item: Pick<Activity, 'type' | 'to'>): string {
  if (item.type === 'transfer' && item.to === ZERO) return 'Burn'
  return { mint: 'Mint', transfer: 'Transfer', list: 'Listing', offer: 'Offer', sale: 'Sale', cancel: 'Cancel' }[
    item.type
  ]
}
