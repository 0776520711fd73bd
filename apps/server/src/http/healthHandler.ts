import { ping } from '@vitrine/db'
import type { RequestHandler } from 'express'
import type pg from 'pg'

/** 200 when this process answers and its database does, 503 otherwise. */
export function healthHandler(pool: pg.Pool): RequestHandler {
  return async (_request, response) => {
    try {
      await ping(pool)
      response.json({ status: 'ok' })
    } catch {
      // The answer is the report: a supervisor polls this, and PostgreSQL logs its own side.
      response.status(503).json({ status: 'unavailable', reason: 'database unreachable' })
    }
  }
}
