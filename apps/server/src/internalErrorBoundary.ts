import type { Logger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { LOGGED } from './http/parseLogAdapter.ts'

/**
 * `handler` telling the client's mistakes from our faults. A `Parse.Error` is the function's
 * answer (a 4xx with its sentence). Anything else thrown is a fault of ours: Parse would answer it
 * as a 400 "script failed" carrying the raw message (a TypeError's, a database error's); here it is
 * logged once with its cause and answered 500 "Internal server error."
 */
export const internalErrorBoundary =
  <R, T>(name: string, handler: (request: R) => T, log: Logger) =>
  async (request: R): Promise<Awaited<T>> => {
    try {
      return await handler(request)
    } catch (error) {
      if (error instanceof Parse.Error) throw error
      log.error({ err: error, function: name }, 'internal error')
      throw Object.assign(new Parse.Error(Parse.Error.INTERNAL_SERVER_ERROR, 'Internal server error.'), {
        [LOGGED]: true,
      })
    }
  }
