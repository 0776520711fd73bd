import type pg from 'pg'
import { RedisStore } from 'rate-limit-redis'
import { createClient } from 'redis'
import type { RateLimitStoreFor } from '../rateLimits.ts'
import type { BudgetCounter } from './budgetCounter.ts'
import type { LeaseStore } from './leaseStore.ts'
import { createPostgresLeaseStore } from './postgresLeaseStore.ts'
import { createPostgresCounter, createPostgresRateLimitStore } from './postgresRateLimitStore.ts'
import { createRedisCounter } from './redisCounter.ts'
import { createRedisLeaseStore } from './redisLeaseStore.ts'

export type RateLimitStores = {
  /** express-rate-limit's stores: one hit per request, per client and minute. */
  storeFor: RateLimitStoreFor
  /** Counts a request adds its own amount to (bytes), in windows of `windowMs`. */
  counterFor: (prefix: string, windowMs: number) => BudgetCounter
  /** What a client holds at once, each a lease of `ttlMs` renewed by its process. */
  leasesFor: (prefix: string, ttlMs: number) => LeaseStore
  close: () => Promise<void>
}

type Log = { warn: (fields: object, message: string) => void }

/** How long a hit waits for Redis to come back before its request is answered "unavailable". */
const READY_WAIT_MS = 2_000

/**
 * Where every budget (sign-in, page views, orders, uploads, email changes, live streams …) keeps
 * its counts and leases, seen by every worker and instance: Redis when `REDIS_URL` is set (one
 * round trip per hit, nothing written to the database), else the database itself.
 */
export function createRateLimitStores(pool: pg.Pool, redisUrl: string | undefined, log: Log): RateLimitStores {
  if (!redisUrl)
    return {
      storeFor: (prefix) => createPostgresRateLimitStore(pool, prefix, log),
      counterFor: (prefix, windowMs) => createPostgresCounter(pool, prefix, () => windowMs, log),
      leasesFor: (prefix, ttlMs) => createPostgresLeaseStore(pool, prefix, ttlMs, log),
      close: async () => {},
    }
  // No offline queue: while Redis is away a hit fails within READY_WAIT_MS instead of piling up.
  const client = createClient({ url: redisUrl, disableOfflineQueue: true })
  let lastWarning = 0
  client.on('error', (error: unknown) => {
    // The client reconnects by itself; a line a minute at most says so, without the URL (a password).
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    log.warn({ error: error instanceof Error ? error.message : String(error) }, 'redis unreachable; reconnecting')
  })
  // The first connection's failure is logged by the 'error' handler above (the client keeps
  // trying), and a hit meanwhile answers 503 with its cause logged: nothing is taken as a fact.
  client.connect().catch(() => {}) // logged by the 'error' handler
  const ready = () =>
    client.isReady
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const onReady = () => {
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(() => {
            client.off('ready', onReady)
            reject(new Error('Redis (REDIS_URL) does not answer'))
          }, READY_WAIT_MS)
          client.once('ready', onReady)
        })
  const send = async (args: string[]) => {
    await ready()
    return client.sendCommand(args)
  }
  return {
    storeFor: (prefix) => {
      const store = new RedisStore({
        prefix: `vitrine:rl:${prefix}`,
        sendCommand: (...args: string[]) => send(args) as Promise<never>,
      })
      // `init` loads the store's scripts; with Redis not up yet that fails, and a hit loads them
      // again (its failure then answers 503, cause logged): no budget is counted from this failure.
      const init = store.init.bind(store)
      store.init = (options) => init(options).catch(() => {}) // retried at the first hit
      return store
    },
    counterFor: (prefix, windowMs) => createRedisCounter(send, prefix, windowMs),
    leasesFor: (prefix, ttlMs) => createRedisLeaseStore(send, prefix, ttlMs),
    close: async () => {
      if (client.isOpen) await client.close()
      else client.destroy()
    },
  }
}
