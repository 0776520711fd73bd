import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { LeaseStore } from './leaseStore.ts'

/** How often (at most) a store deletes leases long lapsed. */
const SWEEP_EVERY_MS = 60_000
/** Tries of a take that lost its slot to another process taking it at the same moment. */
const TAKE_TRIES = 4

/**
 * Leases in `vitrine.budget_leases`: a client's budget of `limit` is `limit` slots, one row each
 * while held (`<prefix><client>#<slot>`). Taking one is one statement: a slot free in its snapshot
 * is inserted, or overwritten if its lease has lapsed; the primary key lets one of two processes
 * racing for a slot have it, and the other tries another. So no more than `limit` are ever held.
 */
export function createPostgresLeaseStore(pool: pg.Pool, prefix: string, ttlMs: number): LeaseStore {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    // Lapsed rows cost only space (a take overwrites them): a failed sweep is tried again later.
    pool.query("DELETE FROM vitrine.budget_leases WHERE expires_at < now() - interval '1 minute'").catch(() => {})
  }
  return {
    async take(client, limit) {
      sweep()
      const holder = randomUUID()
      for (let tries = 0; tries < TAKE_TRIES; tries++) {
        const { rows } = await pool.query<{ free: number; key: string | null }>(
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
          [`${prefix}${client}#`, limit, holder, ttlMs],
        )
        const row = rows[0] as { free: number; key: string | null }
        if (row.key !== null) return { key: row.key, holder }
        if (row.free === 0) return null
      }
      // Slots taken under us again and again: the client is at its limit in all but name.
      return null
    },
    async renew(leases) {
      if (leases.length === 0) return []
      const { rows } = await pool.query<{ key: string }>(
        `UPDATE vitrine.budget_leases AS l SET expires_at = now() + $3 * interval '1 millisecond'
         FROM unnest($1::text[], $2::text[]) AS held(key, holder)
         WHERE l.key = held.key AND l.holder = held.holder AND l.expires_at > now()
         RETURNING l.key`,
        [leases.map((lease) => lease.key), leases.map((lease) => lease.holder), ttlMs],
      )
      const renewed = new Set(rows.map((row) => row.key))
      return leases.filter((lease) => !renewed.has(lease.key))
    },
    async give(lease) {
      await pool.query('DELETE FROM vitrine.budget_leases WHERE key = $1 AND holder = $2', [lease.key, lease.holder])
    },
  }
}
