import { type Audience, CLASS_ACCESS, CLASS_OPERATIONS } from './classAccess.ts'
import { FUNCTION_ACCESS } from './functionAccess.ts'
import { ROUTE_ACCESS, type RouteAudience } from './routeAccess.ts'

export const START_MARKER =
  '<!-- permissions:start: generated from apps/server/src/permissions by `npm run docs:permissions -w @vitrine/server`; do not edit -->'
export const END_MARKER = '<!-- permissions:end -->'

const words: Record<RouteAudience, string> = {
  anyone: 'anyone',
  signedIn: 'signed in',
  owner: 'owner',
  closed: '—',
  byClass: 'by class',
  byFunction: 'by function',
}
const cell = (audience: Audience) => words[audience]
const code = (text: string) => `\`${text}\``
const row = (cells: string[]) => `| ${cells.join(' | ')} |`
const table = (head: string[], rows: string[][]) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')

/** The permission tables of docs/permissions.md, made from the tables in code. */
export function permissionsMarkdown(): string {
  const classes = table(
    ['class', ...CLASS_OPERATIONS, 'protected fields', 'why'],
    Object.entries(CLASS_ACCESS).map(([name, access]) => [
      code(name),
      ...CLASS_OPERATIONS.map((op) => cell(access[op])),
      access.protectedFields.map(code).join(', ') || '—',
      access.why,
    ]),
  )
  const functions = table(
    ['cloud function', 'who', 'why'],
    Object.entries(FUNCTION_ACCESS).map(([name, access]) => [code(name), cell(access.who), access.why]),
  )
  const open = Object.entries(ROUTE_ACCESS).filter(([, access]) => access.who !== 'closed')
  const closedByReason = new Map<string, string[]>()
  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    if (access.who !== 'closed') continue
    closedByReason.set(access.why, [...(closedByReason.get(access.why) ?? []), route])
  }
  const routes = table(
    ['route (below `/server`)', 'who', 'why'],
    open.map(([route, access]) => [
      code(access.only ? route.replace(`:${access.only.param}`, access.only.values.join('|')) : route),
      words[access.who],
      access.why,
    ]),
  )
  const closedRoutes = [...closedByReason].map(([why, routes]) => `- ${why}: ${routes.map(code).join(', ')}`)
  return [
    '**anyone**: with or without a session; **signed in**: with a session; **owner**: with a session, on',
    "one's own records (their ACL names the owner alone); **—**: closed to clients (the master key only).",
    '',
    classes,
    '',
    functions,
    '',
    routes,
    '',
    'Closed routes (the master key only), by reason:',
    '',
    ...closedRoutes,
  ].join('\n')
}

/** The same text whatever the padding of its table cells (Biome aligns the page's tables). */
export const unpadded = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/ +/g, ' ').replace(/-{3,}/g, '---') : line))
    .join('\n')

/** `page` with its permission section made anew; throws when the markers are missing. */
export function withPermissionsSection(page: string): string {
  const start = page.indexOf(START_MARKER)
  const end = page.indexOf(END_MARKER)
  if (start < 0 || end < start) throw new Error(`the page lacks the markers ${START_MARKER} … ${END_MARKER}`)
  return `${page.slice(0, start)}${START_MARKER}\n${permissionsMarkdown()}\n${page.slice(end)}`
}
