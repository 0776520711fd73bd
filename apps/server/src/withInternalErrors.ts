import type { Logger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { LOGGED } from './http/parseLogAdapter.ts'

type ParseStatic = typeof import('parse/node')

/**
 * A Parse whose cloud functions and triggers tell the client's mistakes from our faults. A
 * `Parse.Error` is the function's answer (a 4xx with its sentence). Anything else thrown is a
 * fault of ours: Parse would answer it as a 400 "script failed" carrying the raw message (a
 * TypeError's, a database error's); here it is logged once with its cause and answered
 * 500 "Internal server error."
 */
export function withInternalErrors(parse: ParseStatic, log: Logger): ParseStatic {
  const guard =
    <R, T>(name: string, handler: (request: R) => T) =>
    async (request: R) => {
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
  const cloud = parse.Cloud as unknown as Record<string, (...args: unknown[]) => unknown>
  const wrap =
    (method: string) =>
    (target: unknown, handler: (request: never) => unknown, ...rest: unknown[]) =>
      cloud[method]?.(target, guard(method, handler), ...rest)
  const Cloud = Object.create(parse.Cloud, {
    define: {
      value: (name: string, handler: (request: never) => unknown, ...rest: unknown[]) =>
        cloud.define?.(name, guard(name, handler), ...rest),
    },
    beforeSave: { value: wrap('beforeSave') },
  })
  return Object.create(parse, { Cloud: { value: Cloud } }) as ParseStatic
}
