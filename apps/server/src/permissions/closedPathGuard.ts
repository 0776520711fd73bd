import type { RequestHandler } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import { OUTSIDE_ALLOW_LIST, ROUTE_ACCESS } from './routeAccess.ts'

/** Prefixes Parse serves outside its route allow list whose every route the table closes. */
export function closedPrefixes(): string[] {
  return OUTSIDE_ALLOW_LIST.filter((prefix) => {
    const routes = Object.entries(ROUTE_ACCESS).filter(([route]) => {
      const path = route.slice(route.indexOf(' ') + 1)
      return path === prefix || path.startsWith(`${prefix}/`)
    })
    return routes.length > 0 && routes.every(([, access]) => access.who === 'closed')
  }).map((prefix) => prefix.toLowerCase())
}

/**
 * Refuses, in front of Parse, the routes its `routeAllowList` does not cover and the route table
 * closes (its email pages under `/apps`), with the answer Parse gives a closed route.
 */
export function closedPathGuard(): RequestHandler {
  const prefixes = closedPrefixes()
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    if (route !== null && prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) {
      response.status(403).json({ code: Parse.Error.OPERATION_FORBIDDEN, error: 'Permission denied' })
      return
    }
    next()
  }
}
