import type { Db } from '../Db.ts'

const TRIGGER = 'sessions_commit_without_waiting'

/**
 * Parse's new sessions commit without waiting for the disk (migration 014 says why), through a
 * trigger on `_Session`, which Parse creates at its start: run this after it, under the schema
 * lock. Checked first, so that a worker's restart takes no lock on a table others write.
 */
export async function commitSessionsWithoutWaiting(db: Db): Promise<void> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM pg_trigger WHERE tgname = $1 AND tgrelid = to_regclass('"_Session"')`,
    [TRIGGER],
  )
  if (rowCount) return
  await db.query(
    `CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON "_Session"
     FOR EACH STATEMENT EXECUTE FUNCTION vitrine.commit_without_waiting()`,
  )
}
