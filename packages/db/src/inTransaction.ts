import type pg from 'pg'

/** Runs `work` on one client inside BEGIN … COMMIT; any error rolls it all back and is re-thrown. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    // A broken connection cannot roll back (PostgreSQL does it when it drops); the first error is the one to throw.
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
