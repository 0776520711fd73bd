import express, { type RequestHandler, Router } from 'express'
import Parse from 'parse/node'
import { getAddress, isAddress } from 'viem'
import { pageViewProblem } from '../analytics/pageViewProblem.ts'
import { userFieldProblem } from '../users/userFieldProblem.ts'
import { forMethods } from './forMethods.ts'

const refuse = (response: express.Response, code: number, error: string) => {
  response.status(400).json({ code, error })
}

/** The same JSON parsing Parse does (its SDK posts JSON as text/plain), done once, before it. */
const parseBody = express.json({
  type: (request) => !(request.headers['content-type'] ?? '').startsWith('multipart/form-data'),
  limit: '1mb',
})

/** Parse finds a wallet user by the exact `authData.ethereum.id`: make every letter case one user. */
const normalizeEthereumId: RequestHandler = (request, _response, next) => {
  const ethereum = request.body?.authData?.ethereum
  if (ethereum && typeof ethereum.id === 'string' && isAddress(ethereum.id, { strict: false })) {
    ethereum.id = getAddress(ethereum.id)
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

/**
 * Checks on untrusted input that Parse does not make, or makes with unclear messages, mounted in
 * front of Parse Server. Parse's analytics route swallows adapter errors, so page views are checked here.
 */
export function requestGuards(): Router {
  const router = Router()
  router.all(['/users', '/users/:id'], forMethods(['POST', 'PUT'], parseBody, normalizeEthereumId, checkUserFields))
  router.all('/events/pageview', forMethods(['POST'], parseBody, checkPageView))
  return router
}
