import { CLASS_ACCESS, CLASS_OPERATIONS } from './classAccess.ts'
import { FUNCTION_ACCESS } from './functionAccess.ts'
import { ROUTE_ACCESS, type RouteAccess } from './routeAccess.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const oneOf = (values: readonly string[]) => `(?:${values.map(escapeRegExp).join('|')})`

/** Vitrine's classes a client may do anything with (app classes pass by pattern: APP_CLASS_PATTERN). */
export const classesOpenToClients = (): string[] =>
  Object.entries(CLASS_ACCESS)
    .filter(([name, access]) => !name.includes('*') && CLASS_OPERATIONS.some((op) => access[op] !== 'closed'))
    .map(([name]) => name)

/**
 * Cloud functions a client may call: Vitrine's open ones, and those the operator's cloud code
 * (CLOUD_CODE) defines — open to clients with the app id, as on Moralis.
 */
export const functionsOpenToClients = (operatorFunctions: readonly string[] = []): string[] => [
  ...Object.entries(FUNCTION_ACCESS)
    .filter(([, access]) => access.who !== 'closed')
    .map(([name]) => name),
  ...operatorFunctions,
]

/**
/**
 * App classes (no leading underscore, not in the class table: cloud code's, event sync's, the
 * operator's) pass the allow list; their class-level permissions decide (a class without a
 * decision is closed at start). A class of the table is open only as the table says, whatever
 * path follows its name.
 */
const classOutsideTheTable = () =>
  `(?!${oneOf(Object.keys(CLASS_ACCESS).filter((name) => !name.includes('*')))}(?:/|$))[A-Za-z][A-Za-z0-9_]*`

/** The values a path parameter may take, as a pattern, or null for any. */
function patternOf(access: RouteAccess, param: string, operatorFunctions: readonly string[]): string | null {
  const values = (() => {
    if (access.only?.param === param) return access.only.values
    if (access.who === 'byClass' && param === 'className') return classesOpenToClients()
    if (access.who === 'byFunction' && param === 'functionName') return functionsOpenToClients(operatorFunctions)
    return null
  })()
  if (values === null) return null
  const patterns = values.map(escapeRegExp)
  if (access.who === 'byClass' && param === 'className') patterns.push(classOutsideTheTable())
  return patterns.length ? `(?:${patterns.join('|')})` : ''
}

/**
 * Parse Server's `routeAllowList`: for every route open to clients, its path as a pattern (Parse
 * anchors each and matches it against the path below the mount). A path parameter the tables
 * narrow (a class, a function, an event name) matches only the names they open, spelt exactly.
 */
export function routeAllowList(operatorFunctions: readonly string[] = []): string[] {
  const patterns = new Set<string>()
  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    if (access.who === 'closed') continue
    const path = route.slice(route.indexOf(' ') + 2)
    const segments = path.split('/').map((segment) => {
      if (segment.startsWith('*')) return '.+'
      if (!segment.startsWith(':')) return escapeRegExp(segment)
      const pattern = patternOf(access, segment.slice(1), operatorFunctions)
      return pattern === null ? '[^/]+' : pattern || null
    })
    if (segments.includes(null)) continue
    patterns.add(segments.join('/'))
  }
  return [...patterns]
}
