import { randomUUID } from 'node:crypto'
import { giveBudgetLease, renewBudgetLeases, sweepBudgetLeases, takeBudgetLease } from '@vitrine/db'
import type pg from 'pg'
import type { LeaseStore } from './leaseStore.ts'
import type { SweepLog } from './postgresRateLimitStore.ts'

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
export function createPostgresLeaseStore(pool: pg.Pool, prefix: string, ttlMs: number, log: SweepLog): LeaseStore {
  let lastSweep = 0
  const sweep = () => {
    const now = Date.now()
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    // Lapsed rows cost only space and are never counted (a take overwrites them): a failed sweep is
    // logged with its cause and tried again later.
    sweepBudgetLeases(pool).catch((error: unknown) => log.warn({ err: error, prefix }, 'lease sweep failed'))
  }
  return {
    async take(client, limit) {
      sweep()
      const holder = randomUUID()
      for (let tries = 0; tries < TAKE_TRIES; tries++) {
        const row = await takeBudgetLease(pool, { slotPrefix: `${prefix}${client}#`, limit, holder, ttlMs })
        if (row.key !== null) return { key: row.key, holder }
        if (row.free === 0) return null
      }
      // Slots taken under us again and again: the client is at its limit in all but name.
      return null
    },
    async renew(leases) {
      if (leases.length === 0) return []
      const renewed = new Set(await renewBudgetLeases(pool, leases, ttlMs))
      return leases.filter((lease) => !renewed.has(lease.key))
    },
    async give(lease) {
      await giveBudgetLease(pool, lease)
    },
  }
}
