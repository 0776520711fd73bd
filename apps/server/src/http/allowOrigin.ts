import type { RequestHandler } from 'express'
import type { CorsHeaders } from './parseCorsHeaders.ts'

/**
 * Parse's own CORS headers (see parseCorsHeaders), set before our guards and the public reads
 * answered beside Parse: without them a browser cannot read their answers (an upload that is not
 * a picture, a rate limit, a fast read) and the page sees only a network error. Parse sets the
 * same values again on what it answers itself.
 */
export function allowOrigin(cors: CorsHeaders): RequestHandler {
  return (request, response, next) => {
    response.set(cors(request.get('Origin')))
    next()
  }
}
