import type { Logger } from '@vitrine/runtime/logger'
import type { RequestHandler } from 'express'
import type { LogBudget } from './logBudget.ts'

/** Statuses that mean "the request itself is malformed" (not "not found", "not allowed", "slow down"). */
const BAD_REQUEST = new Set([400, 405, 413, 414, 415, 431])
const MAX_TEXT = 200

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text)

/**
 * One warning line per malformed request (method, path, status, Parse code and sentence; no
 * stack, no body), within the `budget` of such lines; the next line written says how many were
 * left out meanwhile.
 */
export function badRequestLog(log: Logger, budget: LogBudget): RequestHandler {
  return (request, response, next) => {
    let answer: { code?: unknown; error?: unknown } | undefined
    const json = response.json.bind(response)
    response.json = (body: unknown) => {
      if (response.statusCode >= 400) answer = (body ?? undefined) as typeof answer
      return json(body)
    }
    response.once('finish', () => {
      if (!BAD_REQUEST.has(response.statusCode)) return
      const granted = budget.take()
      if (!granted) return
      log.warn(
        {
          method: request.method,
          path: clip(request.originalUrl.split('?')[0] ?? ''),
          status: response.statusCode,
          code: typeof answer?.code === 'number' ? answer.code : undefined,
          error: typeof answer?.error === 'string' ? clip(answer.error) : undefined,
          ip: request.ip,
          ...(granted.skipped ? { notLogged: granted.skipped } : {}),
        },
        'bad request',
      )
    })
    next()
  }
}
