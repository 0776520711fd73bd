import { type RequestHandler, Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import Parse from 'parse/node'
import { forMethods } from './forMethods.ts'

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Wait a minute and try again.'
export const REFRESH_LIMIT_MESSAGE = 'Too many metadata refreshes. Wait a minute and try again.'
/** Each refresh makes the indexer fetch a document from someone's server: a small budget. */
export const REFRESHES_PER_MINUTE = 30

/** A per-client-address budget per minute; loopback callers count too. */
function perMinute(limit: number, message: string): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_request, response) => {
      response.status(429).json({ code: Parse.Error.CONNECTION_FAILED, error: message })
    },
  })
}

/**
 * Sign-up, log-in and wallet challenges share one window, so guessing passwords and burning
 * nonces cost the same budget; `refreshMetadata` has its own. (Parse Server's own `rateLimit`
 * option does the same but rebuilds its config on every check.)
 */
export function rateLimits(authPerMinute: number): Router {
  const auth = perMinute(authPerMinute, RATE_LIMIT_MESSAGE)
  const router = Router()
  router.all(['/users', '/challenge'], forMethods(['POST'], auth))
  router.all('/login', forMethods(['GET', 'POST'], auth))
  router.all('/functions/refreshMetadata', forMethods(['POST'], perMinute(REFRESHES_PER_MINUTE, REFRESH_LIMIT_MESSAGE)))
  return router
}
