type Params = Record<string, unknown>

/** How long an answer is kept at most (changes drop it sooner), and which collections it shows. */
export type CachePolicy = { ttlMs: number; collections: (params: Params) => readonly string[] | 'any' }

/** An answer about one collection (`address`); any other (an account's, every collection's) may change with any. */
const oneCollection = (params: Params) => (typeof params.address === 'string' ? [params.address.toLowerCase()] : 'any')

/**
 * The public reads of a collector's pages are kept a few seconds at most; whatever changes what
 * they show is notified (an indexed block, a new, filled or expired order, metadata read) and drops
 * them at once, so a page never shows a sale later than the next notification.
 */
export const ofOneCollection: CachePolicy = { ttlMs: 5_000, collections: oneCollection }
/** A read that may show any collection (every collection, a wallet's NFTs, one order). */
export const ofAnyCollection: CachePolicy = { ttlMs: 5_000, collections: () => 'any' }
