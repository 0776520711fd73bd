import { randomUUID } from 'node:crypto'
import { createPool } from '@vitrine/db'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'
import { MAX_EXTRA_FIELDS } from '../users/extraUserFields.ts'

/**
 * Attack 4 of the trust review: anonymous sign-ups with hundreds of made-up fields each added a
 * column to `_User` (PostgreSQL stops at 1,600, and each ALTER TABLE locks the table every
 * signed-in request reads). No client adds a column now, and people keep their own fields.
 */
const Parse = parseClient()
const pool = createPool(inject('stack').databaseUrl)
afterAll(() => pool.end())

const unique = () => `user_${randomUUID().slice(0, 8)}`
const userColumns = async () =>
  Number(
    (
      await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_attribute WHERE attrelid = '"_User"'::regclass AND attnum > 0`,
      )
    ).rows[0]?.n,
  )
const madeUpFields = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`junk_${randomUUID().slice(0, 6)}_${i}`, i]))

const signUp = (fields: Record<string, unknown>) =>
  rest('POST', '/users', { username: unique(), password: 'correct horse', ...fields })

describe('a stranger cannot grow the user table; people keep their own fields', () => {
  test('sign-ups with hundreds of made-up fields add no column, and are refused past the limit', async () => {
    const before = await userColumns()
    for (const count of [100, 500, 500]) {
      const answer = await signUp(madeUpFields(count))
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatch(new RegExp(`at most ${MAX_EXTRA_FIELDS} fields`))
    }
    // Within the limit a sign-up passes, and still adds no column.
    expect((await signUp(madeUpFields(MAX_EXTRA_FIELDS))).status).toBe(201)
    // Nor does a signed-in user saving new names one save at a time.
    const { body } = await signUp({})
    for (let i = 0; i < 5; i++) {
      const save = await rest('PUT', `/users/${body.objectId}`, madeUpFields(10), body.sessionToken as string)
      expect(save.status).toBe(200)
    }
    expect(await userColumns()).toBe(before)
  })

  test('after the attack a person signs up with fields of their own, saves, and reads them back at the top level', async () => {
    await signUp(madeUpFields(40))
    const username = unique()
    const user = new Parse.User()
    user.set({ username, password: 'correct horse', displayName: 'Ada', favouriteNumber: 7 })
    await user.signUp()
    const token = user.getSessionToken() as string
    user.set('bio', 'collects dunes')
    user.increment('favouriteNumber')
    await user.save(null, { sessionToken: token })

    const me = await Parse.User.me(token)
    expect(me.get('displayName')).toBe('Ada')
    expect(me.get('favouriteNumber')).toBe(8)
    expect(me.get('bio')).toBe('collects dunes')
    expect(me.get('extraFields')).toBeUndefined()

    me.unset('bio')
    await me.save(null, { sessionToken: token })
    const fetched = await rest('GET', `/users/${user.id}`, undefined, token)
    expect(fetched.body).toMatchObject({ username, displayName: 'Ada', favouriteNumber: 8 })
    expect(fetched.body).not.toHaveProperty('bio')
    expect(fetched.body).not.toHaveProperty('extraFields')
    const loggedIn = await Parse.User.logIn(username, 'correct horse')
    expect(loggedIn.get('displayName')).toBe('Ada')
  })

  test('names, operations and sizes it cannot keep are refused with a sentence', async () => {
    const { body } = await signUp({})
    const token = body.objectId as string
    const save = (fields: Record<string, unknown>) =>
      rest('PUT', `/users/${token}`, fields, body.sessionToken as string)
    const bad = [
      [{ 'a.b': 1 }, /not a valid field name/],
      [{ 'extraFields.bio': 'x' }, /not a valid field name/],
      [{ sessionToken: 'r:forged' }, /sessionToken is a reserved name/],
      [{ tags: { __op: 'Add', objects: ['x'] } }, /can be set, incremented or deleted; Add is not supported/],
      [{ essay: 'x'.repeat(20_000) }, /at most 16 KB/],
    ] as const
    for (const [fields, reason] of bad) {
      const answer = await save(fields)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.error).toMatch(reason)
    }
  })
})
