/**
 * The base of the indexer's own errors: each failure is a subclass with a stable `name`, its
 * `cause`, and `retryable`: whether the same work may succeed when tried again later.
 */
export abstract class IndexerError extends Error {
  override name = 'IndexerError'
  abstract readonly retryable: boolean
}
