import type { Db } from '../Db.ts'

/**
 * A synced class's unique (transaction_hash, log_index): a log written twice (a relay that
 * crashed after Parse wrote it) is refused by the database, never doubled. Parse keeps a class as
 * a table of its name, in the same database.
 */
export async function ensureSyncedClassIndex(db: Db, className: string): Promise<void> {
  const table = `"${className.replace(/"/g, '""')}"`
  const index = `"${`${className}_log_unique`.slice(0, 63).replace(/"/g, '""')}"`
  await db.query(`CREATE UNIQUE INDEX IF NOT EXISTS ${index} ON ${table} (transaction_hash, log_index)`)
}
