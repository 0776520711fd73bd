import type { BudgetLease } from '@vitrine/db'

/** One slot of a client's budget, held by this process until given back or lapsed. */
export type Lease = BudgetLease

/**
 * What a client holds at once (its open live-update streams), shared by every worker and
 * instance: a slot is a lease that lapses unless its process renews it, so a process that dies
 * leaves nothing counted past one lease's time.
 */
export type LeaseStore = {
  /** A slot of `client`'s `limit`, now held by this process; null when all of them are held. */
  take(client: string, limit: number): Promise<Lease | null>
  /** Renews `leases` for another lease's time; answers those that had lapsed (no longer held). */
  renew(leases: readonly Lease[]): Promise<Lease[]>
  /** Frees the slot. */
  give(lease: Lease): Promise<void>
}
