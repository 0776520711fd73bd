import type { IncrementResponse, Options, Store } from 'express-rate-limit'
import type pg from 'pg'
import type { BudgetCounter } from './budgetCounter.ts'

/** How often (at most) a store deletes the rows of windows long past. */
const SWEEP_EVERY_MS = 60_000

/**
 * A count per key in `vitrine.rate_limits`, so that every worker and every instance on the
 * database draws on one budget per client. One atomic upsert per addition: a window past its
 * reset starts over at the amount, else the amount is added (never below 0).
 */
export function createPostgresCounter(pool: pg.Pool, prefix: string, windowMs: () => number): BudgetCounter {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    // Stale rows cost only space: a failed sweep is tried again at the next one.
    pool.query("DELETE FROM vitrine.rate_limits WHERE resets_at < now() - interval '1 minute'").catch(() => {})
  }
  return {
    async add(key, amount) {
      sweep()
      const { rows } = await pool.query<{ hits: string; resets_at: Date }>(
        `INSERT INTO vitrine.rate_limits AS r (key, hits, resets_at)
           VALUES ($1, greatest($3::bigint, 0), now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.resets_at <= now() THEN excluded.hits ELSE greatest(r.hits + $3::bigint, 0) END,
           resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
         RETURNING hits, resets_at`,
        [`${prefix}${key}`, windowMs(), amount],
      )
      const row = rows[0] as { hits: string; resets_at: Date }
      return { total: Number(row.hits), resetTime: row.resets_at }
    },
  }
}

/** An express-rate-limit store over {@link createPostgresCounter}: one hit adds 1. */
export function createPostgresRateLimitStore(pool: pg.Pool, prefix: string): Store {
  let windowMs = 60_000
  const counter = createPostgresCounter(pool, prefix, () => windowMs)
  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs
    },
    async increment(key: string): Promise<IncrementResponse> {
      const { total, resetTime } = await counter.add(key, 1)
      return { totalHits: total, resetTime }
    },
    async decrement(key: string) {
      await pool.query('UPDATE vitrine.rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [
        `${prefix}${key}`,
      ])
    },
    async resetKey(key: string) {
      await pool.query('DELETE FROM vitrine.rate_limits WHERE key = $1', [`${prefix}${key}`])
    },
  }
}
