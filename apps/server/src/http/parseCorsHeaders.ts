// Parse Server's entry first: its lib/middlewares.js, required on its own, meets lib/Auth.js
// half-loaded, and a sign-up then fails with `Auth.master is not a function`.
import 'parse-server'
import { createRequire } from 'node:module'

// Parse Server's list of the request headers it allows (CommonJS, untyped).
const { DEFAULT_ALLOWED_HEADERS } = createRequire(import.meta.url)('parse-server/lib/middlewares.js') as {
  DEFAULT_ALLOWED_HEADERS: string
}

/** Parse's CORS headers for an answer to a request from `origin`. */
export type CorsHeaders = (origin: string | undefined) => Record<string, string>

/**
 * The CORS headers Parse Server's `allowCrossDomain` middleware sets on each of its answers, for
 * its `allowOrigin` and `allowHeaders` options, worked out once (Parse reads its config again on
 * every request): for answers given in front of Parse or beside it, which must look like Parse's.
 */
export function parseCorsHeaders(options: { allowOrigin?: string | string[]; allowHeaders?: string[] }): CorsHeaders {
  const allowHeaders = options.allowHeaders
    ? `${DEFAULT_ALLOWED_HEADERS}, ${options.allowHeaders.join(', ')}`
    : DEFAULT_ALLOWED_HEADERS
  const origins = typeof options.allowOrigin === 'string' ? [options.allowOrigin] : (options.allowOrigin ?? ['*'])
  const headersFor = (origin: string) => ({
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET,PUT,POST,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': allowHeaders,
    'Access-Control-Expose-Headers': 'X-Parse-Job-Status-Id, X-Parse-Push-Status-Id',
  })
  const byOrigin = new Map(origins.map((origin) => [origin, headersFor(origin)]))
  const fallback = headersFor(origins[0] ?? '*')
  return (origin) => (origin !== undefined && byOrigin.get(origin)) || fallback
}
