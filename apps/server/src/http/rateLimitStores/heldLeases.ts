import type { Logger } from '@vitrine/runtime/logger'
import type { Lease, LeaseStore } from './leaseStore.ts'

/**
 * Leases a process holds for open connections (live-update streams, live query sockets), renewed
 * three times a lease while they last so one failed renewal (a blip of the store) loses nothing;
 * a lease lost (lapsed while the store was away, then taken) calls its connection's `onLost`.
 * `what` names them in the log lines, a line a minute at most: clients cause these at will while
 * the store is away.
 */
export function holdLeases(deps: { leases: LeaseStore; ttlMs: number; logger: Logger; what: string }) {
  const held = new Map<Lease, () => void>()
  let lastWarning = 0
  const warn = (error: unknown, message: string) => {
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    deps.logger.warn({ error: error instanceof Error ? error.message : String(error) }, message)
  }
  const timer = setInterval(async () => {
    if (held.size === 0) return
    try {
      for (const lost of await deps.leases.renew([...held.keys()])) held.get(lost)?.()
    } catch (error) {
      // Kept open: the next renewal comes before the leases lapse.
      warn(error, `${deps.what}: leases not renewed; the budget store does not answer`)
    }
  }, deps.ttlMs / 3)
  timer.unref()
  return {
    warn,
    /** One of `perClient` slots for `client`, or null when all are held; throws when the store is away. */
    async take(client: string, perClient: number, onLost: () => void): Promise<Lease | null> {
      const lease = await deps.leases.take(client, perClient)
      if (lease) held.set(lease, onLost)
      return lease
    },
    /** Gives the slot back (its connection ended); a failure leaves it to lapse. */
    async release(lease: Lease) {
      if (!held.delete(lease)) return
      await deps.leases.give(lease).catch((error: unknown) => warn(error, `${deps.what}: a lease not given back`))
    },
    /** Stops renewing; with `giveBack`, every slot is given back first (the process stops). */
    async close(giveBack = false) {
      clearInterval(timer)
      if (giveBack) await Promise.all([...held.keys()].map((lease) => this.release(lease)))
    },
  }
}
