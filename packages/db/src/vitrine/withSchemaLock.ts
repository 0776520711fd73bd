import type pg from 'pg'

// Any constant works; it only has to be the same for every process that starts on the database.
const SCHEMA_LOCK = 725_319_002

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that processes starting together on
 * one database change Parse's schema one after the other (each then finds the others' work done).
 */
export async function withSchemaLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK])
    }
  } finally {
    client.release()
  }
}
