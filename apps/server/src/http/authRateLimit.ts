import { type RequestHandler, Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import Parse from 'parse/node'
import { forMethods } from './forMethods.ts'

export const RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Wait a minute and try again.'

/**
 * Per-address limit on sign-up, log-in and wallet challenges: one window shared by the three, so
 * guessing passwords and burning nonces cost the same budget. Loopback callers count too.
 * (Parse Server's own `rateLimit` option does the same but rebuilds its config on every check.)
 */
export function authRateLimit(requestsPerMinute: number): Router {
  const limiter: RequestHandler = rateLimit({
    windowMs: 60_000,
    limit: requestsPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_request, response) => {
      response.status(429).json({ code: Parse.Error.CONNECTION_FAILED, error: RATE_LIMIT_MESSAGE })
    },
  })
  const router = Router()
  router.all(['/users', '/challenge'], forMethods(['POST'], limiter))
  router.all('/login', forMethods(['GET', 'POST'], limiter))
  return router
}
