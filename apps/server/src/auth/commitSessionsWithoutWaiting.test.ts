import pg from 'pg'
import { afterAll, expect, inject, test } from 'vitest'

const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 1 })
afterAll(() => db.end())

/** `synchronous_commit` as a transaction sees it after `statement`, which is then rolled back. */
async function commitModeAfter(statement: string): Promise<string> {
  const client = await db.connect()
  try {
    await client.query('BEGIN')
    await client.query(statement)
    const { rows } = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit')
    return rows[0]?.synchronous_commit ?? ''
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

test('a new session commits without waiting for the disk; other writes still wait', async () => {
  expect(await commitModeAfter(`INSERT INTO "_Session" ("objectId") VALUES ('commitModeProbe')`)).toBe('off')
  expect(await commitModeAfter(`INSERT INTO vitrine.page_views (path) VALUES ('/commit-mode-probe')`)).toBe('on')
  expect(await commitModeAfter(`UPDATE "_Session" SET "updatedAt" = now() WHERE false`)).toBe('on')
})
