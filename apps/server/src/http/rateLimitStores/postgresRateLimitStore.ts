import { addRateLimitHits, deleteRateLimit, sweepRateLimits, takeBackRateLimitHit } from '@vitrine/db'
import type { IncrementResponse, Options, Store } from 'express-rate-limit'
import type pg from 'pg'
import type { BudgetCount, BudgetCounter } from './budgetCounter.ts'

/** How often (at most) a store deletes the rows of windows long past. */
const SWEEP_EVERY_MS = 60_000

type Waiting = { amount: number; resolve: (count: BudgetCount) => void; reject: (error: unknown) => void }

/**
 * A count per key in `vitrine.rate_limits`, so that every worker and every instance on the
 * database draws on one budget per client. One atomic upsert per addition: a window past its
 * reset starts over at the amount, else the amount is added (never below 0).
 *
 * Additions to one key that arrive while its upsert is under way go together in the next one
 * (their sum), each answered the count it would have got alone, in turn: measured, one upsert per
 * hit on one client's row cost `postOrder` a fifth of its ceiling (bench:market 509–603/s →
 * 379–445/s), its hits queueing on the row's lock. The counts and the decisions are those of
 * the additions made one by one in the order they arrived; only a give-back (a negative amount,
 * clamped at 0) goes alone.
 */
/** Where a failed sweep of lapsed rows is reported. */
export type SweepLog = { warn: (fields: object, message: string) => void }

export function createPostgresCounter(
  pool: pg.Pool,
  prefix: string,
  windowMs: () => number,
  log: SweepLog,
): BudgetCounter {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    // Stale rows cost only space and are never read as counts (a window past its end starts over):
    // a failed sweep is logged with its cause and tried again at the next one.
    sweepRateLimits(pool).catch((error: unknown) => log.warn({ err: error, prefix }, 'rate-limit sweep failed'))
  }
  const upsert = async (key: string, amount: number): Promise<BudgetCount> => {
    sweep()
    const row = await addRateLimitHits(pool, `${prefix}${key}`, windowMs(), amount)
    return { total: Number(row.hits), resetTime: row.resets_at }
  }

  // Per key: the additions waiting for the upsert under way to end (absent: none under way).
  const waiting = new Map<string, Waiting[]>()
  const flush = (key: string, batch: Waiting[]) => {
    const sum = batch.reduce((total, each) => total + each.amount, 0)
    upsert(key, sum)
      .then(
        ({ total, resetTime }) => {
          // The batch's additions in the order they came: each sees the count up to itself.
          let after = sum
          for (const each of batch) {
            after -= each.amount
            each.resolve({ total: total - after, resetTime })
          }
        },
        (error: unknown) => {
          for (const each of batch) each.reject(error)
        },
      )
      .finally(() => {
        const next = waiting.get(key) ?? []
        if (next.length === 0) waiting.delete(key)
        else {
          waiting.set(key, [])
          flush(key, next)
        }
      })
  }
  return {
    add(key, amount) {
      if (amount < 0) return upsert(key, amount)
      return new Promise((resolve, reject) => {
        const queued = waiting.get(key)
        if (queued) return void queued.push({ amount, resolve, reject })
        waiting.set(key, [])
        flush(key, [{ amount, resolve, reject }])
      })
    },
  }
}

/** An express-rate-limit store over {@link createPostgresCounter}: one hit adds 1. */
export function createPostgresRateLimitStore(pool: pg.Pool, prefix: string, log: SweepLog): Store {
  let windowMs = 60_000
  const counter = createPostgresCounter(pool, prefix, () => windowMs, log)
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
      await takeBackRateLimitHit(pool, `${prefix}${key}`)
    },
    async resetKey(key: string) {
      await deleteRateLimit(pool, `${prefix}${key}`)
    },
  }
}
