import type { Logger } from '@vitrine/runtime/logger'
import type { ErrorRequestHandler } from 'express'
import Parse from 'parse/node'

/** An error Express or a parser raised with the HTTP status of the client's mistake. */
const clientStatusOf = (error: unknown): number | null => {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown })?.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null
}

/**
 * The last handler of the backend: what no one else answered is answered here, and the socket is
 * kept. Express's own final handler would print the stack of a client's mistake and destroy the
 * connection of an answered request (Parse's error handler answers, then passes the error on).
 * A client's mistake is a 4xx with a sentence; anything else is our fault: a 500, logged once
 * with its cause.
 */
export function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const status = clientStatusOf(error)
    if (response.headersSent) {
      // Parse answered already. A 5xx is ours: its cause is logged here (Parse's line is dropped,
      // see parseLogAdapter); a 4xx was the client's and is logged as a bad request.
      if (response.statusCode >= 500)
        log.error({ err: error, method: request.method, path: request.path }, 'internal error')
      // A half-sent answer cannot be finished well: the client must see it as broken.
      if (!response.writableEnded) response.destroy()
      return
    }
    if (status !== null) {
      const exposed = error instanceof Error && (error as { expose?: boolean }).expose !== false
      const message = exposed ? error.message : 'The request is not valid.'
      response.status(status).json({ code: Parse.Error.INVALID_JSON, error: message })
      return
    }
    log.error({ err: error, method: request.method, path: request.path }, 'internal error')
    response.status(500).json({ code: Parse.Error.INTERNAL_SERVER_ERROR, error: 'Internal server error.' })
  }
}
