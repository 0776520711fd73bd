import type pg from 'pg'
import type { Migration } from './Migration.ts'
import { migrations } from './migrations/index.ts'

// Any constant works; it only has to be the same for every process that migrates.
const MIGRATION_LOCK = 725_319_001

/**
 * Applies the migrations not yet applied. Safe to call from several processes at once:
 * an advisory lock makes the others wait, then find nothing left to do.
 */
export async function migrate(pool: pg.Pool, list: readonly Migration[] = migrations): Promise<string[]> {
  const client = await pool.connect()
  const applied: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query(`CREATE SCHEMA IF NOT EXISTS vitrine;
      CREATE TABLE IF NOT EXISTS vitrine.migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
    const { rows } = await client.query<{ id: string }>('SELECT id FROM vitrine.migrations')
    const done = new Set(rows.map((row) => row.id))
    for (const migration of list) {
      if (done.has(migration.id)) continue
      await client.query('BEGIN')
      try {
        await client.query(migration.sql)
        await client.query('INSERT INTO vitrine.migrations (id) VALUES ($1)', [migration.id])
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error })
      }
      applied.push(migration.id)
    }
  } finally {
    // The lock ends with the session anyway; failing to unlock early must not hide the outcome.
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
  return applied
}
