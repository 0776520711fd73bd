import express, { type RequestHandler, type Response } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from './canonicalRoute.ts'
import { jsonDepthExceeds } from './jsonDepth.ts'

/** Largest JSON body any API call needs (cloud function parameters, a user, a batch of 100). */
export const MAX_JSON_BODY = '1mb'
/** Deepest nesting accepted in a body or a JSON query value: Parse's own code recurses over both. */
export const MAX_JSON_DEPTH = 32

const parser = express.json({
  // Parse's JS SDK posts JSON as text/plain; Parse reads every body but multipart as JSON too.
  type: (request) => !(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data'),
  limit: MAX_JSON_BODY,
  strict: false,
})

type BodyParserError = Error & { type?: string; status?: number; charset?: string; encoding?: string }

const refuse = (response: Response, status: number, code: number, error: string) => {
  response.status(status).json({ code, error })
}

/** The sentence for a body the parser refused (body-parser's error types). */
function answerBodyError(error: BodyParserError, response: Response, next: (error: unknown) => void) {
  switch (error.type) {
    case 'entity.parse.failed':
      return refuse(response, 400, Parse.Error.INVALID_JSON, 'The body is not valid JSON.')
    case 'entity.too.large':
      return refuse(response, 413, Parse.Error.OBJECT_TOO_LARGE, `The body is larger than ${MAX_JSON_BODY}.`)
    case 'encoding.unsupported':
      return refuse(response, 415, Parse.Error.INVALID_JSON, `Content-Encoding ${error.encoding} is not supported.`)
    case 'charset.unsupported':
      return refuse(
        response,
        415,
        Parse.Error.INVALID_JSON,
        `The charset ${error.charset} is not supported: send UTF-8.`,
      )
    case 'request.aborted':
    case 'request.size.invalid':
      return refuse(response, 400, Parse.Error.INVALID_JSON, 'The body ended before its announced length.')
    default:
      // Not the client's doing (a stream already read): our fault, for the final error handler.
      return next(error)
  }
}

/** A JSON query value Parse will parse (`where`, `include` …) nested beyond the limit. */
function deepQueryValue(query: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) continue
    try {
      if (jsonDepthExceeds(JSON.parse(value), MAX_JSON_DEPTH)) return name
    } catch {
      // Not JSON: Parse keeps it as text, as given.
    }
  }
  return null
}

/**
 * Reads every JSON body in front of Parse (which then skips its own parser) and answers what it
 * cannot use: not JSON, not an object, too large, too deep, in an encoding or charset it does
 * not read. Each refusal is a 4xx with a Parse code and a sentence, and the connection is kept.
 * (Parse's own parser answers such a body and then passes the error to Express, which logs its
 * stack and destroys the socket.) File uploads are Parse's: their bodies are the file's bytes.
 */
export function jsonBody(): RequestHandler {
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    if (route === '/files' || route?.startsWith('/files/')) return next()
    const deep = deepQueryValue(request.query as Record<string, unknown>)
    if (deep !== null) {
      return refuse(
        response,
        400,
        Parse.Error.INVALID_JSON,
        `${deep} is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      )
    }
    parser(request, response, (error?: unknown) => {
      if (error) return answerBodyError(error as BodyParserError, response, next)
      const body: unknown = request.body
      // No body at all: Parse reads an empty object.
      if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) {
        if (body !== undefined && jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
          return refuse(
            response,
            400,
            Parse.Error.INVALID_JSON,
            `The body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
          )
        }
        return next()
      }
      refuse(response, 400, Parse.Error.INVALID_JSON, 'The body must be a JSON object.')
    })
  }
}
