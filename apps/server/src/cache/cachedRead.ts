import type { CachePolicy } from './cachePolicy.ts'
import type { ReadCache } from './createReadCache.ts'

type Params = Record<string, unknown>

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
 * `run`, served from `cache` keyed by name and parameters (a cached read's answer depends on
 * nothing else: public, the same for everyone). A call asking for a fresh answer
 * (asksForFreshAnswer) reads again, and its answer is kept.
 */
export function cachedRead<R extends { params: Params; headers?: Record<string, unknown> | undefined }>(
  name: string,
  policy: CachePolicy,
  cache: ReadCache,
  run: (request: R) => Promise<unknown>,
): (request: R) => Promise<unknown> {
  return (request) => {
    const params = request.params ?? {}
    return cache.read(
      `${name}:${JSON.stringify(params)}`,
      policy.ttlMs,
      policy.collections(params),
      async () => run(request),
      { fresh: asksForFreshAnswer(request.headers) },
    )
  }
}
