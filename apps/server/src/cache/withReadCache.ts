import type { ReadCache } from './createReadCache.ts'

type ParseStatic = typeof import('parse/node')
type Params = Record<string, unknown>

/** How long an answer is kept at most (changes drop it sooner), and which collections it shows. */
type CachePolicy = { ttlMs: number; collections: (params: Params) => readonly string[] | 'any' }

/** An answer about one collection (`address`); any other (an account's, every collection's) may change with any. */
const oneCollection = (params: Params) => (typeof params.address === 'string' ? [params.address.toLowerCase()] : 'any')

/**
 * The public reads of a collector's pages: collections, a collection's stats, traits and items,
 * an NFT, a wallet's NFTs, activity, orders, the sync status. Kept a few seconds at most; whatever changes
 * what they show is notified (an indexed block, a new, filled or expired order, metadata read) and
 * drops them at once, so a page never shows a sale later than the next notification. The sync
 * status also holds the chain's head (no notification): a second.
 */
export const CACHED_READS: Readonly<Record<string, CachePolicy>> = {
  getCollections: { ttlMs: 5_000, collections: () => 'any' },
  getCollection: { ttlMs: 5_000, collections: oneCollection },
  getCollectionTraits: { ttlMs: 5_000, collections: oneCollection },
  getCollectionNFTs: { ttlMs: 5_000, collections: oneCollection },
  getNFT: { ttlMs: 5_000, collections: oneCollection },
  getNFTs: { ttlMs: 5_000, collections: () => 'any' },
  // Of a collection or a token of it (`address`), or of an account (any collection).
  getActivity: { ttlMs: 5_000, collections: oneCollection },
  // Of a collection or a token of it (`address`), or a maker's or an owner's (any collection):
  // every status an order moves to is notified (indexed block, new order, expiry, reorg).
  getOrders: { ttlMs: 5_000, collections: oneCollection },
  getOrder: { ttlMs: 5_000, collections: () => 'any' },
  getSyncStatus: { ttlMs: 1_000, collections: () => 'any' },
}

/**
 * HTTP's way of asking past caches (`Cache-Control: no-cache`, or `max-age=0` as browsers send
 * it). The SDK asks so for the reads a live change sets off: the change may come from another
 * worker, one step ahead of this one's drop of what the change touched.
 */
export function asksForFreshAnswer(headers: Record<string, unknown> | undefined): boolean {
  const value = headers?.['cache-control']
  return typeof value === 'string' && /(?:^|,)\s*(?:no-cache|max-age\s*=\s*0)\s*(?:,|$)/i.test(value)
}

/**
 * A Parse whose `Cloud.define` serves the functions of {@link CACHED_READS} from `cache`, keyed
 * by name and parameters (their answers depend on nothing else: public, the same for everyone).
 * A call asking for a fresh answer (asksForFreshAnswer) reads again, and its answer is kept.
 */
export function withReadCache(parse: ParseStatic, cache: ReadCache): ParseStatic {
  const define = (name: string, handler: (request: { params: Params }) => unknown, ...rest: unknown[]) => {
    const policy = Object.hasOwn(CACHED_READS, name) ? CACHED_READS[name] : undefined
    const cached = policy
      ? (request: { params: Params; headers?: Record<string, unknown> }) => {
          const params = request.params ?? {}
          return cache.read(
            `${name}:${JSON.stringify(params)}`,
            policy.ttlMs,
            policy.collections(params),
            async () => handler(request),
            { fresh: asksForFreshAnswer(request.headers) },
          )
        }
      : handler
    return (parse.Cloud.define as (...args: unknown[]) => unknown)(name, cached, ...rest)
  }
  const Cloud = Object.create(parse.Cloud, { define: { value: define } })
  return Object.create(parse, { Cloud: { value: Cloud } }) as ParseStatic
}
