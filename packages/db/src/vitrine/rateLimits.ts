import type { Db } from '../Db.ts'

/** A row of `vitrine.rate_limits` as read: a key's hits in its window, and when the window resets. */
export type RateLimitRow = { key: string; hits: string; resets_at: Date }

/**
 * Adds `amount` hits to `key` in one atomic upsert and answers the row: a window past its reset
 * starts over at the amount (a window of `windowMs` from now), else the amount is added (never below 0).
 */
export async function addRateLimitHits(
  db: Db,
  key: string,
  windowMs: number,
  amount: number,
): Promise<Pick<RateLimitRow, 'hits' | 'resets_at'>> {
  const { rows } = await db.query<Pick<RateLimitRow, 'hits' | 'resets_at'>>(
    `INSERT INTO vitrine.rate_limits AS r (key, hits, resets_at)
       VALUES ($1, greatest($3::bigint, 0), now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.resets_at <= now() THEN excluded.hits ELSE greatest(r.hits + $3::bigint, 0) END,
       resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
     RETURNING hits, resets_at`,
    [key, windowMs, amount],
  )
  return rows[0] as Pick<RateLimitRow, 'hits' | 'resets_at'>
}

/** Takes one hit off `key` (never below 0). */
export async function takeBackRateLimitHit(db: Db, key: string): Promise<void> {
  await db.query('UPDATE vitrine.rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key])
}

/** Forgets `key`'s hits. */
export async function deleteRateLimit(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM vitrine.rate_limits WHERE key = $1', [key])
}

/** Deletes the rows of windows that reset over a minute ago. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.query("DELETE FROM vitrine.rate_limits WHERE resets_at < now() - interval '1 minute'")
}
