import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { parseClient, rest } from '../../test/parseClient.ts'

const Parse = parseClient()
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
afterAll(() => db.end())

const viewsOf = async (path: string) =>
  (await db.query<{ user_id: string | null }>('SELECT user_id FROM vitrine.page_views WHERE path = $1', [path])).rows

describe('page views', () => {
  test('Parse.Analytics.track stores the path, and the user when signed in', async () => {
    const path = `/collections/${randomUUID()}`
    await Parse.Analytics.track('pageview', { path })
    const user = new Parse.User()
    await user.signUp({ username: `pv_${randomUUID().slice(0, 8)}`, password: 'pw' })
    const response = await rest('POST', '/events/pageview', { dimensions: { path } }, user.getSessionToken() as string)
    expect(response.status).toBe(200)
    expect(await viewsOf(path)).toEqual(expect.arrayContaining([{ user_id: null }, { user_id: user.id }]))
  })

  test('operators read counts by path and day', async () => {
    const path = `/nft/${randomUUID()}`
    for (let i = 0; i < 3; i++) await Parse.Analytics.track('pageview', { path })
    const { results } = (await Parse.Cloud.run('getPageViewCounts', {}, { useMasterKey: true })) as {
      results: { path: string; day: string; views: number }[]
    }
    const today = new Date().toISOString().slice(0, 10)
    expect(results).toContainEqual({ path, day: today, views: 3 })
  })

  test('counts are hidden from everyone else', async () => {
    // Closed to clients by the function table (Parse's route allow list), before it runs.
    const anonymous = await rest('POST', '/functions/getPageViewCounts', {})
    expect(anonymous).toMatchObject({ status: 400, body: { code: Parse.Error.OPERATION_FORBIDDEN } })
    const user = new Parse.User()
    await user.signUp({ username: `pv_${randomUUID().slice(0, 8)}`, password: 'pw' })
    const signedIn = await rest('POST', '/functions/getPageViewCounts', {}, user.getSessionToken() as string)
    expect(signedIn.body).toMatchObject({ code: Parse.Error.OPERATION_FORBIDDEN, error: 'Permission denied' })
  })

  test('bad payloads are refused with a clear error and stored nowhere', async () => {
    const before = Number((await db.query('SELECT count(*) FROM vitrine.page_views')).rows[0].count)
    const cases: [unknown, RegExp][] = [
      [{}, /needs dimensions/],
      [{ dimensions: { path: 42 } }, /must be a string/],
      [{ dimensions: { path: 'no-slash' } }, /must start with/],
      [{ dimensions: { path: `/${'a'.repeat(2048)}` } }, /at most 2048 characters/],
      [{ dimensions: { path: '/nul\u0000' } }, /cannot contain a NUL character/],
    ]
    for (const [body, message] of cases) {
      const response = await rest('POST', '/events/pageview', body)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(message)
    }
    expect((await rest('POST', '/events/pageview', { dimensions: { path: `/${'a'.repeat(2047)}` } })).status).toBe(200)
    const after = Number((await db.query('SELECT count(*) FROM vitrine.page_views')).rows[0].count)
    expect(after).toBe(before + 1)
  })

  test('bad counting parameters get a clear error', async () => {
    await expect(
      Parse.Cloud.run('getPageViewCounts', { since: 'yesterday-ish' }, { useMasterKey: true }),
    ).rejects.toThrow(/since must be an ISO date/)
  })
})
