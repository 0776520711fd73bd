import type { Logger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { maskSessionTokens } from '../liveQuery/maskSessionTokens.ts'
import type { LogBudget } from './logBudget.ts'

const LEVELS: Record<string, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  verbose: 'debug',
  debug: 'debug',
  silly: 'debug',
}

/** Marks an error as logged already, so that Parse's own line about it is dropped. */
export const LOGGED = Symbol('logged')

/**
 * Parse Server's logger adapter: its lines go to our logger (one format, secrets scrubbed), but
 * not its line per client error. Parse logs every `Parse.Error` it answers at level error, and
 * its "Uncaught internal server error" before passing that error on: the bad-request log and the
 * final error handler each say it once (see badRequestLog, finalErrorHandler). Its refusals
 * ("Route not allowed …", "master key is required": the client sees "Permission denied") are
 * the client's doing too: warnings within the `budget` of such lines.
 */
export function parseLogAdapter(log: Logger, budget: LogBudget) {
  return {
    log(level: string, message: unknown, ...rest: unknown[]) {
      const error = rest.find((item): item is Error => item instanceof Error)
      if (error instanceof Parse.Error && (error.code !== Parse.Error.INTERNAL_SERVER_ERROR || LOGGED in error)) return
      if (typeof message === 'string' && message.startsWith('Uncaught internal server error')) return
      if (level === 'error' && !error && rest.length === 0) {
        const granted = budget.take()
        if (granted)
          log.warn(granted.skipped ? { notLogged: granted.skipped } : {}, maskSessionTokens(String(message).trim()))
        return
      }
      const fields = rest.filter((item) => item !== error && typeof item === 'object' && item !== null)
      log[LEVELS[level] ?? 'info'](
        { ...(error ? { err: error } : {}), ...(fields.length ? { details: fields } : {}) },
        maskSessionTokens(typeof message === 'string' ? message.trim() : String(message)),
      )
    },
  }
}
