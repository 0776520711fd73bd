import express, { type RequestHandler } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import type { SessionUser, SessionUserLookup } from '../users/sessionUser.ts'

const ROUTE = /^\/classes\/_ethaddress(?:\/([^/]+))?$/

const parseBody = express.json({
  type: (request) => !(request.headers['content-type'] ?? '').startsWith('multipart/form-data'),
  limit: '64kb',
})

/**
 * Moralis's `_EthAddress` class, which moralis-v1's link() and unlink() read and delete: one
 * record per wallet linked to a user, its id the lower-case address. Here it is derived from the
 * signed-in user's linked wallet, never stored: a user sees only their own; deleting one answers
 * as done, and the unlink that follows it (authData.moralisEth set to null) unlinks the wallet.
 * Parse Server refuses class names starting with `_` it does not know, so this runs before it;
 * like Parse, it answers only requests of our app, and finds the session's user in-process.
 */
export function ethAddressClass(appId: string, sessionUser: SessionUserLookup): RequestHandler {
  const recordOf = (user: SessionUser, address: string) => ({
    objectId: address,
    address,
    user: { __type: 'Pointer', className: '_User', objectId: user.id },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  })

  return (request, response, next) => {
    const match = ROUTE.exec(canonicalRoute(request.path) ?? '')
    if (!match) return next()
    parseBody(request, response, async (error?: unknown) => {
      if (error) return next(error)
      try {
        const body = (request.body ?? {}) as Record<string, unknown>
        const method = request.method === 'POST' && typeof body._method === 'string' ? body._method : request.method
        const token = request.get('X-Parse-Session-Token') ?? body._SessionToken
        const id = match[1] ?? objectIdOf(body.where ?? request.query.where)
        response.set('Access-Control-Allow-Origin', '*')
        // As Parse answers a request without our app id (handleParseHeaders).
        if ((request.get('X-Parse-Application-Id') ?? body._ApplicationId) !== appId)
          return response.status(403).json({ error: 'unauthorized' })
        const user = await sessionUser(token)
        const own = user && id && user.accounts.includes(id.toLowerCase()) ? user : null
        if (method === 'GET') {
          if (match[1]) {
            if (!own) return notFound(response)
            return response.json(recordOf(own, id as string))
          }
          return response.json({ results: own ? [recordOf(own, (id as string).toLowerCase())] : [] })
        }
        if (method === 'DELETE' && match[1]) {
          if (!own) return notFound(response)
          return response.json({})
        }
        response.status(400).json({
          code: Parse.Error.OPERATION_FORBIDDEN,
          error: '_EthAddress records follow the linked wallet: link or unlink the wallet instead.',
        })
      } catch (failure) {
        next(failure)
      }
    })
  }
}

/** The objectId a query's `where` asks for (`{ objectId: "0x…" }`), or null. */
function objectIdOf(where: unknown): string | null {
  let value = where
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null // not JSON: no record matches it
    }
  }
  const objectId = (value as { objectId?: unknown } | null)?.objectId
  return typeof objectId === 'string' ? objectId : null
}

function notFound(response: express.Response) {
  response.status(404).json({ code: Parse.Error.OBJECT_NOT_FOUND, error: 'Object not found.' })
}
