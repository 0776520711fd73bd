import { CLASS_ACCESS, CLASS_OPERATIONS } from './classAccess.ts'
import { FUNCTION_ACCESS } from './functionAccess.ts'
import { ROUTE_ACCESS, type RouteAccess } from './routeAccess.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const oneOf = (values: readonly string[]) => `(?:${values.map(escapeRegExp).join('|')})`

/** Classes a client may do anything with: the only ones `/classes/<name>` is open for. */
export const classesOpenToClients = (): string[] =>
  Object.entries(CLASS_ACCESS)
    .filter(([name, access]) => !name.includes('*') && CLASS_OPERATIONS.some((op) => access[op] !== 'closed'))
    .map(([name]) => name)

/** Cloud functions a client may call. */
export const functionsOpenToClients = (): string[] =>
  Object.entries(FUNCTION_ACCESS)
    .filter(([, access]) => access.who !== 'closed')
    .map(([name]) => name)

/**
 * A class outside the table and not Parse's (`_`): one an operator's master key created, such as
 * a synced contract event's (eventSync/). Its route is open; its class-level permissions decide.
 */
const classOutsideTheTable = () =>
  `(?!${oneOf(Object.keys(CLASS_ACCESS).filter((name) => !name.includes('*')))}$)[A-Za-z][A-Za-z0-9_]*`

/** The values a path parameter may take, or null for any. */
function valuesOf(access: RouteAccess, param: string): readonly string[] | null {
  if (access.only?.param === param) return access.only.values
  if (access.who === 'byClass' && param === 'className') return classesOpenToClients()
  if (access.who === 'byFunction' && param === 'functionName') return functionsOpenToClients()
  return null
}

/**
 * Parse Server's `routeAllowList`: for every route open to clients, its path as a pattern (Parse
 * anchors each and matches it against the path below the mount). A path parameter the tables
 * narrow (a class, a function, an event name) matches only the names they open, spelt exactly.
 */
export function routeAllowList(): string[] {
  const patterns = new Set<string>()
  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    if (access.who === 'closed') continue
    const path = route.slice(route.indexOf(' ') + 2)
    const segments = path.split('/').map((segment) => {
      if (segment.startsWith('*')) return '.+'
      if (!segment.startsWith(':')) return escapeRegExp(segment)
      const values = valuesOf(access, segment.slice(1))
      if (access.who === 'byClass' && segment === ':className')
        return `(?:${values?.length ? `${oneOf(values)}|` : ''}${classOutsideTheTable()})`
      return values === null ? '[^/]+' : values.length ? oneOf(values) : null
    })
    if (segments.includes(null)) continue
    patterns.add(segments.join('/'))
  }
  return [...patterns]
}
