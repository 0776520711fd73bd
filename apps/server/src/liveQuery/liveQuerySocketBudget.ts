import type { Logger } from '@vitrine/runtime/logger'
import { holdLeases } from '../http/rateLimitStores/heldLeases.ts'
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
  const held = holdLeases({
    leases: deps.leases,
    ttlMs: SOCKET_LEASE_MS,
    logger: deps.logger,
    what: 'live query sockets',
  })
  return {
    perClient: deps.perClient,
    /** A slot for `client`, or null when all of its slots are held; throws when the store is away. */
    take: (client: string, onLost: () => void): Promise<Lease | null> => held.take(client, deps.perClient, onLost),
    /** Gives the slot back (the socket closed); a failure leaves it to lapse. */
    release: (lease: Lease) => held.release(lease),
    /** Gives every slot back (the process stops), before the store closes. */
    close: () => held.close(true),
  }
}

export type LiveQuerySocketBudget = ReturnType<typeof createLiveQuerySocketBudget>
