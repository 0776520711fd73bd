import type { RequestHandler } from 'express'
import Parse from 'parse/node'
import { batchRoute, canonicalRoute } from './canonicalRoute.ts'

/** Routes whose GET is a Parse query (find, or get with `keys`/`include`), as canonical routes. */
const QUERY_ROUTE = /^\/(classes\/[^/]+|users|sessions|roles|installations|push_audiences|aggregate\/[^/]+)(\/[^/]+)?$/

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isWhole = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^[0-9]{1,15}$/.test(value))
const isFieldList = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
const isFlag = (value: unknown) => typeof value === 'boolean' || value === 0 || value === 1

/** Parse reads a query's options from the URL as JSON where they parse, else as text. */
const fromQueryString = (value: unknown) => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/** Each option Parse reads from a query, with its check and the sentence when it fails. */
const OPTIONS: Record<string, [check: (value: unknown) => boolean, sentence: string]> = {
  where: [
    (value) => isPlainObject(value) || (typeof value === 'string' && isPlainObject(fromQueryString(value))),
    'where must be a JSON object of constraints, e.g. {"name":"Dunes"}.',
  ],
  limit: [isWhole, 'limit must be a whole number of 0 or more.'],
  skip: [isWhole, 'skip must be a whole number of 0 or more.'],
  order: [isFieldList, 'order must be a text of field names, comma-separated (a leading - sorts descending).'],
  keys: [isFieldList, 'keys must be a text of field names, comma-separated.'],
  excludeKeys: [isFieldList, 'excludeKeys must be a text of field names, comma-separated.'],
  include: [isFieldList, 'include must be a text of pointer field names, comma-separated.'],
  count: [isFlag, 'count must be true, false, 1 or 0.'],
  includeAll: [isFlag, 'includeAll must be true, false, 1 or 0.'],
  explain: [isFlag, 'explain must be true or false.'],
  hint: [
    (value) => typeof value === 'string' || isPlainObject(value),
    'hint must be an index name or an index object.',
  ],
  comment: [(value) => typeof value === 'string', 'comment must be a text.'],
  redirectClassNameForKey: [(value) => typeof value === 'string', 'redirectClassNameForKey must be a text.'],
  readPreference: [(value) => typeof value === 'string', 'readPreference must be a text.'],
  includeReadPreference: [(value) => typeof value === 'string', 'includeReadPreference must be a text.'],
  subqueryReadPreference: [(value) => typeof value === 'string', 'subqueryReadPreference must be a text.'],
}

/** The first wrong-typed query option in `parameters`, as a sentence; null when all are usable. */
export function queryProblem(parameters: Record<string, unknown>): string | null {
  for (const [name, [check, sentence]] of Object.entries(OPTIONS)) {
    if (!Object.hasOwn(parameters, name)) continue
    const value = parameters[name]
    if (value === undefined || value === null) continue
    if (!check(value)) return sentence
  }
  return null
}

const effectiveMethod = (method: string, body: unknown) => {
  const override = isPlainObject(body) ? body._method : undefined
  return method === 'POST' && typeof override === 'string' ? override.toUpperCase() : method
}

const isQuery = (method: string, route: string | null) => method === 'GET' && route !== null && QUERY_ROUTE.test(route)

/**
 * Checks the options of a Parse query (`where`, `limit`, `skip`, `order`, `keys`, `include`,
 * `count` …) before Parse runs it, sent in the URL, in a body with `_method: GET`, or inside a
 * `/batch`: Parse uses them as they come, and a wrong type became a 500 (`where: -1` threw a
 * TypeError). Mounted after the JSON body is read.
 */
export function queryParameters(): RequestHandler {
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    const refuse = (sentence: string) => response.status(400).json({ code: Parse.Error.INVALID_QUERY, error: sentence })
    if (isQuery(effectiveMethod(request.method, request.body), route)) {
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).map(([key, value]) => [key, fromQueryString(value)]),
      )
      const problem = queryProblem({ ...(isPlainObject(request.body) ? request.body : {}), ...query })
      if (problem) return refuse(problem)
    }
    const calls: unknown = isPlainObject(request.body) ? request.body.requests : undefined
    if (route === '/batch' && Array.isArray(calls)) {
      for (const call of calls) {
        if (!isPlainObject(call)) continue
        const method = typeof call.method === 'string' ? call.method.toUpperCase() : 'GET'
        if (!isQuery(effectiveMethod(method, call.body), batchRoute(call.path, request.baseUrl))) continue
        const problem = isPlainObject(call.body) ? queryProblem(call.body) : null
        if (problem) return refuse(problem)
      }
    }
    next()
  }
}
