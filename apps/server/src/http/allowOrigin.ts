import type { RequestHandler } from 'express'

/**
 * The `Access-Control-Allow-Origin` Parse's own CORS middleware answers with (the caller's origin
 * when `CORS_ORIGINS` lists it, else the first listed, else `*`), set before our guards: without
 * it a browser cannot read their refusals (an upload that is not a picture, a rate limit) and the
 * page sees only a network error. Parse sets the same value again on what it answers itself.
 */
export function allowOrigin(origins: readonly string[] | undefined): RequestHandler {
  const allowed = origins?.length ? origins : ['*']
  return (request, response, next) => {
    const origin = request.get('Origin')
    response.setHeader(
      'Access-Control-Allow-Origin',
      origin && allowed.includes(origin) ? origin : (allowed[0] as string),
    )
    next()
  }
}
