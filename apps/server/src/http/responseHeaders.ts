import type { RequestHandler } from 'express'

/**
 * Headers on every answer of the backend: `nosniff`, so no answer (a stored file, a JSON body)
 * is ever taken for a script or a page by its content; and `Vary: Origin` when the CORS answer
 * depends on the caller's origin (a narrowed `CORS_ORIGINS`), so no cache serves it to another.
 */
export function responseHeaders(corsOrigins: readonly string[] | undefined): RequestHandler {
  return (_request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff')
    if (corsOrigins) response.vary('Origin')
    next()
  }
}
