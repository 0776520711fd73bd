import type { RequestHandler } from 'express'
import Parse from 'parse/node'

/** Seconds a client is told to wait before it tries a temporarily unavailable request again. */
const RETRY_AFTER_SECONDS = 10

/**
 * Parse answers every error it does not know with HTTP 400 ("your request is wrong"). A
 * `CONNECTION_FAILED` error thrown by our code means the opposite (the chain node does not
 * answer: try again later), so it goes out as 503 with `Retry-After`. Parse's own use of the
 * code (its rate limits) has its 429 already and is left alone.
 */
export function unavailableStatus(): RequestHandler {
  return (_request, response, next) => {
    const json = response.json.bind(response)
    response.json = (body: unknown) => {
      const code = (body as { code?: unknown } | null)?.code
      if (response.statusCode === 400 && code === Parse.Error.CONNECTION_FAILED) {
        response.status(503).set('Retry-After', String(RETRY_AFTER_SECONDS))
      }
      return json(body)
    }
    next()
  }
}
