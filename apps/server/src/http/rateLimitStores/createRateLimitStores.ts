import type pg from 'pg'
import { RedisStore } from 'rate-limit-redis'
import type { RedisConnection } from '../../redis/connectRedis.ts'
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
}

type Log = { warn: (fields: object, message: string) => void }

/**
 * Where every budget (sign-in, page views, orders, uploads, email changes, live streams …) keeps
 * its counts and leases, seen by every worker and instance: Redis when `REDIS_URL` is set (one
 * round trip per hit, nothing written to the database), else the database itself. While Redis is
 * away a hit fails within a couple of seconds and its request answers 503, cause logged.
 */
export function createRateLimitStores(pool: pg.Pool, redis: RedisConnection | null, log: Log): RateLimitStores {
  if (!redis)
    return {
      storeFor: (prefix) => createPostgresRateLimitStore(pool, prefix, log),
      counterFor: (prefix, windowMs) => createPostgresCounter(pool, prefix, () => windowMs, log),
      leasesFor: (prefix, ttlMs) => createPostgresLeaseStore(pool, prefix, ttlMs, log),
    }
  const { send } = redis
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
  }
}
