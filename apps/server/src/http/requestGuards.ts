import type express from 'express'
import type { RequestHandler } from 'express'
import Parse from 'parse/node'
import { getAddress, isAddress } from 'viem'
import { pageViewProblem } from '../analytics/pageViewProblem.ts'
import { userFieldProblem } from '../users/userFieldProblem.ts'
import { batchRoute, canonicalRoute } from './canonicalRoute.ts'
import { forMethods } from './forMethods.ts'
import { budgetOf } from './rateLimits.ts'

const refuse = (response: express.Response, code: number, error: string) => {
  response.status(400).json({ code, error })
}

/**
 * Parse finds a wallet user by the exact `authData.ethereum.id`: make every letter case one user.
 * On an update, a wallet entry with nothing but its `id` proves nothing: it is the SDK echoing
 * what it was told (moralis-v1 keeps echoing a wallet after unlinking it), so it is dropped
 * rather than refused as an unsigned link.
 */
const normalizeWalletAuthData: RequestHandler = (request, _response, next) => {
  const authData = request.body?.authData
  const ethereum = authData?.ethereum
  if (ethereum && typeof ethereum.id === 'string' && isAddress(ethereum.id, { strict: false })) {
    ethereum.id = getAddress(ethereum.id)
  }
  if (authData && typeof authData === 'object' && isUserUpdate(request.path)) {
    for (const provider of ['ethereum', 'moralisEth']) {
      const entry = authData[provider]
      if (entry && typeof entry === 'object' && Object.keys(entry).join() === 'id') delete authData[provider]
    }
  }
  next()
}

const checkUserFields: RequestHandler = (request, response, next) => {
  const problem = request.body && typeof request.body === 'object' ? userFieldProblem(request.body) : null
  if (problem) return refuse(response, Parse.Error.VALIDATION_ERROR, problem)
  next()
}

const checkPageView: RequestHandler = (request, response, next) => {
  const problem = pageViewProblem(request.body)
  if (problem) return refuse(response, Parse.Error.INVALID_VALUE, problem)
  next()
}

const isUserWrite = (method: string, route: string) =>
  (method === 'POST' || method === 'PUT') && /^\/users(\/[^/]+)?$/.test(route)
/** A write to one user (`/users/<id>`, however spelled): an update, never a sign-up or log-in. */
const isUserUpdate = (path: string) => /^\/users\/[^/]+$/.test(canonicalRoute(path) ?? '')
const isPageView = (method: string, route: string) => method === 'POST' && route === '/events/pageview'

/**
 * A batch runs its calls inside Parse, past every guard in front of it: calls that have a budget
 * or a check here must be sent on their own. (The site and the SDK never batch them.)
 */
const refuseGuardedCallsInBatch: RequestHandler = (request, response, next) => {
  const calls: unknown = request.body?.requests
  if (!Array.isArray(calls)) return next()
  for (const call of calls) {
    const method = typeof call?.method === 'string' ? call.method.toUpperCase() : 'GET'
    const route = batchRoute(call?.path, request.baseUrl)
    if (route === null) continue
    if (budgetOf(method, route) || isUserWrite(method, route) || isPageView(method, route)) {
      return refuse(
        response,
        Parse.Error.OPERATION_FORBIDDEN,
        `${method} ${route} cannot be batched: send it on its own.`,
      )
    }
  }
  next()
}

/**
 * Checks on untrusted input that Parse does not make, or makes with unclear messages, mounted in
 * front of Parse Server after the JSON body is read (jsonBody.ts) and matched on the canonical route (no spelling of a path escapes them).
 * Parse's analytics route swallows adapter errors, so page views are checked here.
 */
export function requestGuards(): RequestHandler {
  const userWrite = forMethods(['POST', 'PUT'], normalizeWalletAuthData, checkUserFields)
  const pageView = forMethods(['POST'], checkPageView)
  const batch = forMethods(['POST'], refuseGuardedCallsInBatch)
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    if (route === null) return refuse(response, Parse.Error.INVALID_JSON, 'The path is not valid URL encoding.')
    // Parse looks an app id from the body up as a property name: an object whose toString is not
    // a function (`[{"toString":1}]`) threw there, a 500. The SDKs send a text.
    const appId: unknown = request.body?._ApplicationId
    if (appId !== undefined && typeof appId !== 'string') {
      return refuse(response, Parse.Error.INVALID_JSON, '_ApplicationId must be a text: the app id.')
    }
    if (isUserWrite(request.method, route)) return userWrite(request, response, next)
    if (isPageView(request.method, route)) return pageView(request, response, next)
    if (route === '/batch') return batch(request, response, next)
    next()
  }
}
