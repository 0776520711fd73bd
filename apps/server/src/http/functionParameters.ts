import type { RequestHandler } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from './canonicalRoute.ts'

/** Whether a value holds an object with a `__type` key (a Parse-encoded Date, Pointer, File …). */
export function holdsParseType(value: unknown): boolean {
  const stack = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    if (item === null || typeof item !== 'object') continue
    if (!Array.isArray(item) && Object.hasOwn(item, '__type')) return true
    stack.push(...(Array.isArray(item) ? item : Object.values(item)))
  }
  return false
}

/**
 * A cloud function's parameters are plain JSON: no function of ours takes a Parse-encoded value,
 * and Parse decodes them before the function runs, where a malformed one (a Pointer without its
 * class) threw a TypeError and became a 500. Such a call is refused with a sentence instead.
 */
export function functionParameters(): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'POST' || !canonicalRoute(request.path)?.startsWith('/functions/')) return next()
    if (holdsParseType(request.body) || holdsParseType(request.query)) {
      response.status(400).json({
        code: Parse.Error.INVALID_VALUE,
        error: 'Cloud function parameters are plain JSON: no Parse-encoded value (an object with __type).',
      })
      return
    }
    next()
  }
}
