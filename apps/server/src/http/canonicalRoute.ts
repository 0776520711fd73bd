import { posix } from 'node:path'

/** The last path asked and its route (see canonicalRoute). */
let last: { path: string | undefined; route: string | null } = { path: undefined, route: null }

/**
 * The route Parse Server runs for a path below its mount, as one spelling: percent-decoded,
 * normalised (`/a/../b`, `//`), lower case (routes match without case), and `/classes/_User…`
 * as `/users…` (the same handlers). A guard that compares paths as sent could be walked around
 * by `/log%69n` or `/LOGIN`. Null when the path cannot be decoded (Express refuses it too).
 */
export function canonicalRoute(path: string): string | null {
  // Every guard in front of Parse asks it of the same request's path in turn: the last answer is kept.
  if (path !== last.path) last = { path, route: routeOf(path) }
  return last.route
}

function routeOf(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed %-escape: no route (see canonicalRoute).
    return null
  }
  const route = posix.normalize(`/${decoded}`).toLowerCase().replace(/\/+$/, '') || '/'
  return route.replace(/^\/classes\/_user(?=\/|$)/, '/users')
}

/**
 * A `/batch` sub-request's path (written from the root of the domain, mount included, as Parse
 * requires) as a route below the mount; null when it is not below the mount (Parse refuses it).
 */
export function batchRoute(path: unknown, mountPath: string): string | null {
  if (typeof path !== 'string') return null
  const mount = mountPath === '/' ? '' : mountPath
  if (!path.startsWith(mount)) return null
  return canonicalRoute(path.slice(mount.length))
}
