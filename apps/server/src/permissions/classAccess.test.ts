import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { type Answer, asMaster, call, isNotFound, isRefusal, newUser } from '../../test/access.ts'
import {
  type Audience,
  CLASS_ACCESS,
  CLASS_OPERATIONS,
  type ClassOperation,
  classAccessOf,
  isAppClass,
} from './classAccess.ts'
import { classLevelPermissions, samePermissions } from './classLevelPermissions.ts'

type Schema = { className: string; classLevelPermissions: unknown }

const schemas = async () => ((await asMaster('GET', '/schemas')).body.results as Schema[]) ?? []
const unique = () => randomUUID().replaceAll('-', '').slice(0, 10)

/** A body Parse would accept for a new record of the class, so a refusal can only be permission. */
function newRecord(className: string): Record<string, unknown> {
  if (className === '_User') return { username: `user_${unique()}`, password: 'pw' }
  if (className === '_Role') return { name: `role_${unique()}`, ACL: {} }
  if (className === '_Installation') return { installationId: randomUUID(), deviceType: 'web' }
  if (className === '_Product') {
    const icon = { __type: 'File', name: 'icon.png', url: 'http://localhost/icon.png' }
    return { productIdentifier: unique(), icon, order: 1, title: 'Product', subtitle: 'One' }
  }
  return {}
}

type Caller = { who: 'anonymous' | 'signed in'; token?: string; ownId?: string }

/** Does `op` on the class as the caller; on an `owner` class a signed-in caller acts on their own record. */
async function attempt(className: string, op: ClassOperation, caller: Caller): Promise<Answer> {
  const base = `/classes/${encodeURIComponent(className)}`
  const id = caller.ownId ?? unique()
  const sessionToken = caller.token
  switch (op) {
    case 'find':
      return call('GET', `${base}?limit=1`, { sessionToken })
    case 'count':
      return call('GET', `${base}?count=1&limit=0`, { sessionToken })
    case 'get':
      return call('GET', `${base}/${id}`, { sessionToken })
    case 'create':
      return call('POST', base, { body: newRecord(className), sessionToken })
    case 'update':
      return call('PUT', `${base}/${id}`, { body: {}, sessionToken })
    case 'delete':
      return call('DELETE', `${base}/${id}`, { sessionToken })
    case 'addField': {
      const field = `field_${unique()}`
      const answer = await call('POST', base, { body: { ...newRecord(className), [field]: 1 }, sessionToken })
      // A user's own fields are kept in one column (users/extraUserFields.ts): the sign-up passes,
      // and what counts is whether the table gained a column.
      if (className !== '_User' || answer.status >= 400) return answer
      const schema = await asMaster('GET', `/schemas/${className}`)
      const added = field in ((schema.body.fields as Record<string, unknown> | undefined) ?? {})
      return added ? answer : { status: 403, body: { code: 119, error: `no column ${field} was added` } }
    }
  }
}

const allowedFor = (audience: Audience, who: Caller['who']) =>
  audience === 'anyone' || (audience !== 'closed' && who === 'signed in')

describe('every class, anonymous and signed in, does what the class table says', () => {
  let held: Schema[] = []
  beforeAll(async () => {
    held = await schemas()
  })

  test('every class in the schema has a decision, and every stored class of the table exists', () => {
    const names = held.map((schema) => schema.className)
    // Outside the table only app classes (cloud code's, synced events', other tests'), each decided
    // by the permissions it was made with: never Parse's default of everything open to anyone.
    const outside = held.filter((schema) => classAccessOf(schema.className) === undefined)
    expect(outside.map((schema) => schema.className).filter((name) => !isAppClass(name))).toEqual([])
    const openToAll = (schema: Schema) =>
      CLASS_OPERATIONS.every(
        (op) =>
          (schema.classLevelPermissions as Record<string, Record<string, unknown>> | undefined)?.[op]?.['*'] === true,
      )
    expect(outside.filter(openToAll).map((schema) => schema.className)).toEqual([])
    const stored = Object.entries(CLASS_ACCESS).filter(([, access]) => access.kept === 'stored')
    expect(stored.map(([name]) => name).filter((name) => !names.includes(name))).toEqual([])
  })

  test('Parse holds the class-level permissions the table gives each class', () => {
    const differing = held
      .filter((schema) => {
        const access = classAccessOf(schema.className)
        return access && !samePermissions(schema.classLevelPermissions, classLevelPermissions(access))
      })
      .map((schema) => schema.className)
    expect(differing).toEqual([])
  })

  test('each operation on each class is allowed or refused as the table says', async () => {
    const classes = [
      ...new Set([
        ...held.map((schema) => schema.className),
        ...Object.keys(CLASS_ACCESS).map((name) => name.replace('*', 'users:_Role')),
      ]),
    ]
    const mismatches: string[] = []
    const report = (what: string, answer: Answer) =>
      mismatches.push(`${what}: got ${answer.status} ${JSON.stringify(answer.body)}`)
    const someone = await newUser()
    for (const className of classes) {
      const access = classAccessOf(className)
      if (!access) continue
      for (const op of CLASS_OPERATIONS) {
        const audience = access[op]
        const onRecord = op !== 'create' && op !== 'addField'
        // Where records are their owners', a signed-in caller acts on a record of their own (one
        // they may delete), after checking that another signed-in user finds no such record.
        const own = audience === 'owner' && onRecord ? await newUser() : null
        if (own) {
          const answer = await attempt(className, op, { who: 'signed in', token: someone.token, ownId: own.id })
          if (!isRefusal(answer) && !isNotFound(answer)) report(`${op} ${className} on another's record`, answer)
        }
        const callers: Caller[] = [
          { who: 'anonymous' },
          own ? { who: 'signed in', token: own.token, ownId: own.id } : { who: 'signed in', token: someone.token },
        ]
        for (const caller of callers) {
          const answer = await attempt(className, op, caller)
          const allowed = allowedFor(audience, caller.who)
          const ok = allowed ? !isRefusal(answer) && (!caller.ownId || answer.status < 400) : isRefusal(answer)
          if (!ok) report(`${op} ${className} ${caller.who}, expected ${allowed ? 'allowed' : 'refused'}`, answer)
        }
      }
    }
    expect(mismatches).toEqual([])
  })
})
