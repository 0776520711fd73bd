import type { Logger } from '@vitrine/runtime/logger'
import type { RequestHandler, Response } from 'express'
import Parse from 'parse/node'
import type { FastRoute } from '../functions/functionTable.ts'
import { anonymousCall } from './anonymousCall.ts'
import { LOGGED } from './parseLogAdapter.ts'

const parseEncode = (Parse as unknown as { _encode(value: unknown): unknown })._encode

/** Parse's `triggers.resolveError`: what a cloud function threw, as the Parse error it answers. */
function resolveError(thrown: unknown): Parse.Error {
  if (thrown instanceof Parse.Error) return thrown
  if (!thrown) return new Parse.Error(Parse.Error.SCRIPT_FAILED, 'Script failed.')
  if (typeof thrown === 'string') return new Parse.Error(Parse.Error.SCRIPT_FAILED, thrown)
  const error = new Parse.Error(Parse.Error.SCRIPT_FAILED, (thrown as { message?: string }).message || String(thrown))
  if (thrown instanceof Error) error.stack = thrown.stack
  return error
}

/** An answer as Express's `res.json` sends it: its body and the ETag of the app's `etag fn`. */
type EncodedAnswer = { body: Buffer; etag: string | undefined }

/**
 * The encoded answers of the cached reads (cache/cachedRead.ts), by answer: a kept answer is one object
 * handed to every caller until a change drops it, so it is encoded (Parse's encoding, JSON and the
 * ETag's hash) once, not per call: measured, 445–462 against 456–542 µs of CPU per cached read.
 */
const encodedAnswers = new WeakMap<object, EncodedAnswer>()

/** Parse's `handleParseErrors`: the HTTP status of a Parse error. */
const statusOf = (code: number) =>
  code === Parse.Error.INTERNAL_SERVER_ERROR ? 500 : code === Parse.Error.OBJECT_NOT_FOUND ? 404 : 400

/**
 * Answers the calls of the functions defined `fast` (public, the same answer for every caller,
 * none reads the user: the reads of a collector's pages, the buy dialog's price in another token,
 * `postOrder`) that carry no session or key (see anonymousCall)
 * beside Parse Server, on its path: the same function Parse would run (from the registry), the
 * same request fields, the same answer (`{ result }` encoded by Parse, or `{ code, error }` with
 * Parse's status), the same headers. Mounted after the guards in front of Parse (rate limits, body,
 * parameter checks), so those apply alike. Skipped: Parse's session lookup, its route matching,
 * its request context and its per-call config — measured, a fifth to two fifths of a read's backend
 * CPU (0.3–0.7 ms). Anything else passes
 * on to Parse.
 */
export function fastFunctions(deps: {
  appId: string
  /** The fast routes by name, filled when the functions are mounted (mountFunctions.ts). */
  routes: ReadonlyMap<string, FastRoute>
  log: Logger
}): RequestHandler {
  // CORS headers: set by allowOrigin in front of every route of the mount.
  const answer = (response: Response, status: number, body: unknown) => {
    response.status(status).json(body)
  }
  // A POST is never answered 304, so Express's `send` adds nothing else to a JSON answer.
  const answerEncoded = (response: Response, { body, etag }: EncodedAnswer) => {
    response
      .status(200)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Content-Length', String(body.length))
    if (etag) response.set('ETag', etag)
    response.end(body)
  }
  const encode = (response: Response, result: unknown): EncodedAnswer => {
    const body = Buffer.from(JSON.stringify({ result: parseEncode(result) }))
    const etagOf = response.app.get('etag fn') as ((body: Buffer, encoding: string) => string) | undefined
    return { body, etag: etagOf?.(body, 'utf8') }
  }
  const answerResult = (response: Response, cached: boolean, result: unknown) => {
    if (!cached || typeof result !== 'object' || result === null)
      return answer(response, 200, { result: parseEncode(result) })
    let encoded = encodedAnswers.get(result)
    if (!encoded) {
      encoded = encode(response, result)
      encodedAnswers.set(result, encoded)
    }
    answerEncoded(response, encoded)
  }
  return (request, response, next) => {
    if (request.method !== 'POST' || !request.path.startsWith('/functions/')) return next()
    const name = request.path.slice('/functions/'.length)
    const route = deps.routes.get(name)
    const call = route && anonymousCall(request, deps.appId)
    if (!route || !call) return next()
    Promise.resolve()
      .then(() =>
        route.run({
          params: call.params,
          master: false,
          isReadOnly: false,
          user: undefined,
          installationId: call.installationId,
          headers: request.headers,
          ip: request.ip,
          functionName: name,
          context: {},
        }),
      )
      .then(
        (result) => answerResult(response, route.cached, result),
        (thrown: unknown) => {
          const error = resolveError(thrown)
          answer(response, statusOf(error.code), { code: error.code, error: error.message })
          // Parse logs an internal error its function did not log (parseLogAdapter drops the rest).
          if (error.code === Parse.Error.INTERNAL_SERVER_ERROR && !(LOGGED in error)) {
            deps.log.error({ err: error, function: name }, 'internal error')
          }
        },
      )
      .catch(next)
  }
}
