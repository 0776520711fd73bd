import type { RequestHandler, Response } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from '../http/canonicalRoute.ts'

/**
 * A user's own extra fields (SEED.md §3: "other fields, set as generic attributes") live in one
 * JSON column, never as columns of their own: every new name a client sent used to add a column to
 * `_User` (PostgreSQL stops at 1,600, dropped ones included, and each ALTER TABLE locks the table
 * every signed-in request reads). Clients still send and read them at the top level of the user.
 */
export const EXTRA_FIELDS_COLUMN = 'extraFields'

/** What one user may keep there. */
export const MAX_EXTRA_FIELDS = 64
export const MAX_EXTRA_FIELDS_BYTES = 16_384

/** `_User`'s columns: Parse's own and those wallet sign-in derives. Any other name is an extra field. */
const USER_COLUMNS = new Set([
  'objectId',
  'createdAt',
  'updatedAt',
  'ACL',
  'username',
  'password',
  'email',
  'emailVerified',
  'authData',
  'ethAddress',
  'accounts',
])

/** Names a user answer carries beside the columns: an extra field must not pass for one. */
const ANSWER_KEYS = new Set(['sessionToken', 'className'])

/** A field name Parse would take for a column (and one JSON key, no dots to nest it). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
/** Operations PostgreSQL applies inside the JSON column; the others need the stored list. */
const SUPPORTED_OPERATIONS = new Set(['Delete', 'Increment'])

const effectiveMethod = (method: string, body: Record<string, unknown>) =>
  method === 'POST' && typeof body._method === 'string' ? body._method.toUpperCase() : method

/**
 * Moves the extra fields of a sign-up or save into the JSON column (a save merges, key by key:
 * `extraFields.<name>`), refusing names and operations it cannot keep; and shows them at the top
 * level again in every answer that carries a user. Mounted in front of Parse, after the JSON body.
 */
export function extraUserFields(): RequestHandler {
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    if (route === null || !isUserRoute(route)) return next()
    flattenAnswers(response)
    const body = request.body as Record<string, unknown> | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body)) return next()
    const method = effectiveMethod(request.method, body)
    const signUp = method === 'POST' && route === '/users'
    const save = method === 'PUT' && /^\/users\/[^/]+$/.test(route) && route !== '/users/me'
    if (!signUp && !save) return next()
    const extra: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(body)) {
      if (name.startsWith('_') || USER_COLUMNS.has(name)) continue
      const problem = extraFieldProblem(name, value, signUp)
      if (problem) {
        response.status(400).json({ code: Parse.Error.INVALID_KEY_NAME, error: problem })
        return
      }
      extra[name] = value
      delete body[name]
    }
    if (Object.keys(extra).length === 0) return next()
    // A sign-up writes the whole column; a save merges into what is kept (PostgreSQL's jsonb).
    if (signUp) body[EXTRA_FIELDS_COLUMN] = extra
    else for (const [name, value] of Object.entries(extra)) body[`${EXTRA_FIELDS_COLUMN}.${name}`] = value
    next()
  }
}

function extraFieldProblem(name: string, value: unknown, signUp: boolean): string | null {
  if (!FIELD_NAME.test(name))
    return `${JSON.stringify(name).slice(0, 80)} is not a valid field name: a letter, then letters, digits or _ (64 at most).`
  if (ANSWER_KEYS.has(name)) return `${name} is a reserved name; choose another for a field of your own.`
  const operation = (value as { __op?: unknown } | null)?.__op
  if (typeof operation !== 'string') return null
  if (signUp) return `${name}: a sign-up sets values; ${operation} needs a saved user.`
  if (!SUPPORTED_OPERATIONS.has(operation))
    return `${name}: an extra field can be set, incremented or deleted; ${operation} is not supported (set the whole value).`
  return null
}

/** Routes whose answers carry a user (or users, for the master key). */
const isUserRoute = (route: string) =>
  route === '/users' || route.startsWith('/users/') || route === '/login' || route === '/verifypassword'

/** Wraps `response.json` so a user's extra fields show at its top level, as the client sent them. */
function flattenAnswers(response: Response) {
  const json = response.json.bind(response)
  response.json = (body: unknown) => {
    const results = (body as { results?: unknown } | null)?.results
    if (Array.isArray(results)) return json({ ...(body as object), results: results.map(flattenUser) })
    return json(flattenUser(body))
  }
}

/** `{ …columns, extraFields: { … } }` as `{ …columns, …extra fields }`. */
export function flattenUser(user: unknown): unknown {
  if (typeof user !== 'object' || user === null || !(EXTRA_FIELDS_COLUMN in user)) return user
  const { [EXTRA_FIELDS_COLUMN]: extra, ...columns } = user as Record<string, unknown>
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return columns
  // Their names are never a column's nor an answer's own (see extraUserFields); should one be (a
  // column a client added before), the column and the answer's keys win.
  return { ...extra, ...columns }
}

/**
 * The extra fields a save would keep, over the limits, as the sentence the client is shown; else
 * null. `dirty` are the keys of the save (`extraFields.<name>` for a merged one).
 */
export function extraFieldsLimitProblem(kept: unknown, dirty: Record<string, unknown>): string | null {
  const fields = new Map(Object.entries(typeof kept === 'object' && kept !== null ? kept : {}))
  for (const [key, value] of Object.entries(dirty)) {
    if (!key.startsWith(`${EXTRA_FIELDS_COLUMN}.`)) continue
    const name = key.slice(EXTRA_FIELDS_COLUMN.length + 1)
    const operation = (value as { __op?: unknown } | null)?.__op
    if (operation === 'Delete') fields.delete(name)
    else if (!fields.has(name)) fields.set(name, value)
  }
  if (fields.size > MAX_EXTRA_FIELDS)
    return `A user keeps at most ${MAX_EXTRA_FIELDS} fields of their own beside username, email and password.`
  if (Buffer.byteLength(JSON.stringify(Object.fromEntries(fields))) > MAX_EXTRA_FIELDS_BYTES)
    return `A user's own fields take at most ${MAX_EXTRA_FIELDS_BYTES / 1024} KB together.`
  return null
}
