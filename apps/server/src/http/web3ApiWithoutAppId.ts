import type { RequestHandler } from 'express'

const FUNCTION_PATH = /^\/functions\/([A-Za-z0-9_]{1,100})$/

/**
 * moralis-v1 (and moralis 1.x) posts a Web3 API call with `_ApplicationId` in the body only while
 * a user is signed in: signed out, the call names no app, and Parse would refuse it. For the
 * functions defined `web3Api` (public chain reads, `names`) such a call is made this app's, with
 * no session; every other call is left as it came (Parse refuses it without an app id). After
 * jsonBody, so the body is read; before Parse and the fast routes, which then answer it as any
 * anonymous call.
 */
export function web3ApiWithoutAppId(appId: string, names: ReadonlySet<string>): RequestHandler {
  return (request, _response, next) => {
    if (request.method !== 'POST') return next()
    const name = FUNCTION_PATH.exec(request.path)?.[1]
    if (!name || !names.has(name) || request.headers['x-parse-application-id'] !== undefined) return next()
    const body: unknown = request.body
    const named = typeof body === 'object' && body !== null && Object.hasOwn(body, '_ApplicationId')
    if (!named) request.headers['x-parse-application-id'] = appId
    next()
  }
}
