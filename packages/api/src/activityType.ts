/** What an activity item records, as the API reports it (PRODUCT.md §4). */
export const ACTIVITY_TYPES = ['mint', 'transfer', 'list', 'offer', 'sale', 'cancel'] as const

export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/**
 * The types the indexer records from the chain: a burn is stored as such (its own index range)
 * and reported as a transfer to the zero address. `list` and `offer` come from the order book.
 */
export type RecordedActivityType = Exclude<ActivityType, 'list' | 'offer'> | 'burn'
