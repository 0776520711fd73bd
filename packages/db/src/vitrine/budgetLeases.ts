import type { Db } from '../Db.ts'

/** A lease held in `vitrine.budget_leases`: one slot of a client's budget, while it lasts. */
export type BudgetLease = { readonly key: string; readonly holder: string }

/**
 * One try at a free slot among `<slotPrefix>0` … `<slotPrefix><limit - 1>`, for `ttlMs`: a slot free
 * in the statement's snapshot is inserted, or overwritten if its lease has lapsed; the primary key
 * lets one of two processes racing for a slot have it. Answers the slot taken (null when lost to such
 * a race) and how many were free.
 */
export async function takeBudgetLease(
  db: Db,
  lease: { slotPrefix: string; limit: number; holder: string; ttlMs: number },
): Promise<{ free: number; key: string | null }> {
  const { rows } = await db.query<{ free: number; key: string | null }>(
    `WITH free AS (
       SELECT $1::text || slot AS key FROM generate_series(0, $2::int - 1) AS slot
       WHERE NOT EXISTS (SELECT 1 FROM vitrine.budget_leases l WHERE l.key = $1::text || slot AND l.expires_at > now())
       ORDER BY random() LIMIT 1
     ), taken AS (
       INSERT INTO vitrine.budget_leases AS l (key, holder, expires_at)
       SELECT key, $3, now() + $4 * interval '1 millisecond' FROM free
       ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE l.expires_at <= now()
       RETURNING l.key
     )
     SELECT (SELECT count(*) FROM free)::int AS free, (SELECT key FROM taken) AS key`,
    [lease.slotPrefix, lease.limit, lease.holder, lease.ttlMs],
  )
  return rows[0] as { free: number; key: string | null }
}

/** Extends the leases still held by their holders to `ttlMs` from now; answers the keys renewed. */
export async function renewBudgetLeases(db: Db, leases: readonly BudgetLease[], ttlMs: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `UPDATE vitrine.budget_leases AS l SET expires_at = now() + $3 * interval '1 millisecond'
     FROM unnest($1::text[], $2::text[]) AS held(key, holder)
     WHERE l.key = held.key AND l.holder = held.holder AND l.expires_at > now()
     RETURNING l.key`,
    [leases.map((lease) => lease.key), leases.map((lease) => lease.holder), ttlMs],
  )
  return rows.map((row) => row.key)
}

/** Gives a lease back (if its holder still holds it). */
export async function giveBudgetLease(db: Db, lease: BudgetLease): Promise<void> {
  await db.query('DELETE FROM vitrine.budget_leases WHERE key = $1 AND holder = $2', [lease.key, lease.holder])
}

/** Deletes the leases that lapsed over a minute ago. */
export async function sweepBudgetLeases(db: Db): Promise<void> {
  await db.query("DELETE FROM vitrine.budget_leases WHERE expires_at < now() - interval '1 minute'")
}
