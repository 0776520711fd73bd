import type { Db } from './Db.ts'

/** Resolves when the database answers a query (a health check); throws when it does not. */
export async function ping(db: Db): Promise<void> {
  await db.query('SELECT 1')
}
