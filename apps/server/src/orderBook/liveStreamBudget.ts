import type { Logger } from '@vitrine/runtime/logger'
import type { Request, Response } from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import type { Lease, LeaseStore } from '../http/rateLimitStores/leaseStore.ts'

/** How long a stream's slot stays held without its process renewing it (a process that died). */
export const STREAM_LEASE_MS = 30_000
/** Renewed three times a lease: one failed renewal (a blip of the store) loses nothing. */
const RENEW_EVERY_MS = STREAM_LEASE_MS / 3
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
  const held = new Map<Lease, () => void>()
  let lastWarning = 0
  const warn = (error: unknown, message: string) => {
    // A line a minute at most: clients cause these at will while the store is away.
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    deps.logger.warn({ error: error instanceof Error ? error.message : String(error) }, message)
  }
  const renewAll = async () => {
    if (held.size === 0) return
    try {
      for (const lost of await deps.leases.renew([...held.keys()])) held.get(lost)?.()
    } catch (error) {
      // Kept open: the next renewal comes before the leases lapse.
      warn(error, 'live updates: stream leases not renewed; the budget store does not answer')
    }
  }
  const timer = setInterval(() => void renewAll(), RENEW_EVERY_MS)
  timer.unref()

  return {
    /**
     * A slot for this request's client, held until `release`; `onLost` ends the stream if the
     * slot is lost. Null when refused: answered here (429 over budget, 503 store away).
     */
    async admit(request: Request, response: Response, onLost: () => void): Promise<Lease | null> {
      let lease: Lease | null
      try {
        lease = await deps.leases.take(ipKeyGenerator(request.ip ?? ''), deps.perClient)
      } catch (error) {
        warn(error, 'live updates: budget store unavailable')
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
      held.set(lease, onLost)
      return lease
    },
    /** Gives the slot back (the stream ended); a failure leaves it to lapse. */
    async release(lease: Lease) {
      if (!held.delete(lease)) return
      await deps.leases
        .give(lease)
        .catch((error: unknown) => warn(error, 'live updates: a stream lease not given back'))
    },
    close() {
      clearInterval(timer)
    },
  }
}

export type LiveStreamBudget = ReturnType<typeof createLiveStreamBudget>
