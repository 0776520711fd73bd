import type { Logger } from '@vitrine/runtime/logger'
import type { Request, Response } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import { holdLeases } from '../http/rateLimitStores/heldLeases.ts'
import type { Lease, LeaseStore } from '../http/rateLimitStores/leaseStore.ts'

/** How long a stream's slot stays held without its process renewing it (a process that died). */
export const STREAM_LEASE_MS = 30_000
/** Seconds a client told "too many streams" waits: a slot a dead process held has lapsed by then. */
const FULL_RETRY_SECONDS = STREAM_LEASE_MS / 1000
/** Seconds a client waits when the budgets' store does not answer. */
const AWAY_RETRY_SECONDS = 5

export const tooManyStreams = (perClient: number) =>
  `Too many live-update streams are open from this address: ${perClient} at most. Close another tab of the site, or try again in a minute.`

/**
 * Live-update streams per client address, shared by every worker and instance: each open stream
 * holds a lease (LeaseStore), renewed by its process while the stream lasts and given back when
 * it ends. A lease lost (lapsed while the store was away, then taken) ends its stream.
 */
export function createLiveStreamBudget(deps: { leases: LeaseStore; perClient: number; logger: Logger }) {
  const held = holdLeases({ leases: deps.leases, ttlMs: STREAM_LEASE_MS, logger: deps.logger, what: 'live updates' })
  return {
    /**
     * A slot for this request's client, held until `release`; `onLost` ends the stream if the
     * slot is lost. Null when refused: answered here (429 over budget, 503 store away).
     */
    async admit(request: Request, response: Response, onLost: () => void): Promise<Lease | null> {
      let lease: Lease | null
      try {
        lease = await held.take(ipKeyGenerator(request.ip ?? ''), deps.perClient, onLost)
      } catch (error) {
        held.warn(error, 'live updates: budget store unavailable')
        response
          .status(503)
          .set('Retry-After', String(AWAY_RETRY_SECONDS))
          .json({ error: 'Live updates are temporarily unavailable. Try again shortly.' })
        return null
      }
      if (!lease) {
        response
          .status(429)
          .set('Retry-After', String(FULL_RETRY_SECONDS))
          .json({ error: tooManyStreams(deps.perClient) })
        return null
      }
      return lease
    },
    /** Gives the slot back (the stream ended); a failure leaves it to lapse. */
    release: (lease: Lease) => held.release(lease),
    close: () => void held.close(),
  }
}

export type LiveStreamBudget = ReturnType<typeof createLiveStreamBudget>
