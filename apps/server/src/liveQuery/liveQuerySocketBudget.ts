import type { Logger } from '@vitrine/runtime/logger'
import type { Lease, LeaseStore } from '../http/rateLimitStores/leaseStore.ts'

/** How long a socket's slot stays held without its process renewing it (a process that died). */
export const SOCKET_LEASE_MS = 30_000
/** Seconds a client told "too many sockets" waits: a dead process's slot has lapsed by then. */
export const SOCKETS_FULL_RETRY_SECONDS = SOCKET_LEASE_MS / 1000

export const tooManySockets = (perClient: number) =>
  `Too many live query connections are open from this address: ${perClient} at most. Close another tab of the app, or try again in a minute.`

/**
 * Live query sockets per client address, shared by every worker and instance (the lease store of
 * the live-update streams, under its own prefix): each open socket holds a lease, renewed while it
 * lasts and given back when it closes. A lease lost (lapsed while the store was away) ends its socket.
 */
export function createLiveQuerySocketBudget(deps: { leases: LeaseStore; perClient: number; logger: Logger }) {
  const held = new Map<Lease, () => void>()
  let lastWarning = 0
  const warn = (error: unknown, message: string) => {
    // A line a minute at most: clients cause these at will while the store is away.
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    deps.logger.warn({ error: error instanceof Error ? error.message : String(error) }, message)
  }
  const timer = setInterval(async () => {
    if (held.size === 0) return
    try {
      for (const lost of await deps.leases.renew([...held.keys()])) held.get(lost)?.()
    } catch (error) {
      warn(error, 'live queries: socket leases not renewed; the budget store does not answer')
    }
  }, SOCKET_LEASE_MS / 3)
  timer.unref()
  return {
    perClient: deps.perClient,
    /** A slot for `client`, or null when all of its slots are held; throws when the store is away. */
    async take(client: string, onLost: () => void): Promise<Lease | null> {
      const lease = await deps.leases.take(client, deps.perClient)
      if (lease) held.set(lease, onLost)
      return lease
    },
    /** Gives the slot back (the socket closed); a failure leaves it to lapse. */
    async release(lease: Lease) {
      if (!held.delete(lease)) return
      await deps.leases
        .give(lease)
        .catch((error: unknown) => warn(error, 'live queries: a socket lease not given back'))
    },
    /** Gives every slot back (the process stops), before the store closes. */
    async close() {
      clearInterval(timer)
      await Promise.all([...held.keys()].map((lease) => this.release(lease)))
    },
  }
}

export type LiveQuerySocketBudget = ReturnType<typeof createLiveQuerySocketBudget>
