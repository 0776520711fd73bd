/**
 * The base of the backend's own errors: each failure is a subclass with a stable `name` (what a
 * log line or a test matches on) and, where another error caused it, that error as `cause`.
 */
export class ServerError extends Error {
  override name = 'ServerError'
}
