import { NullCacheAdapter } from 'parse-server'
import type { RedisConnection } from '../redis/connectRedis.ts'

type Log = { warn: (fields: object, message: string) => void }

/** Our keys in a Redis the budgets share: a `clear()` removes these and nothing else. */
const KEY_PREFIX = 'vitrine:parse-cache:'
/**
 * How long a cached session's user or a user's roles live. Parse drops them itself on a log-out, a
 * user's save or a role's change; this bounds what a drop lost while Redis was away leaves behind.
 */
const TTL_MS = 10_000

/**
 * Parse's cache (a session token's user, a user's roles). In one process's memory it would keep a
 * session logged out through another worker or box alive (Parse drops it only where the log-out
 * ran): without Redis every process reads them from the database. With `REDIS_URL` the cache is
 * one for every worker and box, kept coherent by Parse's own drops, and a signed-in request skips
 * the database. Redis away is a cache miss (the database answers), never an error.
 */
export function parseCacheAdapter(redis: RedisConnection | null, log: Log): object {
  if (!redis) return new NullCacheAdapter()
  let lastWarning = 0
  const warn = (error: unknown, operation: string) => {
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    log.warn({ error: error instanceof Error ? error.message : String(error), operation }, 'parse cache unavailable')
  }
  return {
    async get(key: string): Promise<unknown> {
      try {
        const value = await redis.send(['GET', KEY_PREFIX + key])
        return typeof value === 'string' ? JSON.parse(value) : null
      } catch (error) {
        warn(error, 'get')
        return null
      }
    },
    async put(key: string, value: unknown, ttl?: number): Promise<void> {
      const ms = typeof ttl === 'number' && ttl > 0 && Number.isFinite(ttl) ? Math.min(ttl, TTL_MS) : TTL_MS
      try {
        await redis.send(['SET', KEY_PREFIX + key, JSON.stringify(value), 'PX', String(Math.round(ms))])
      } catch (error) {
        warn(error, 'put')
      }
    },
    async del(key: string): Promise<void> {
      try {
        await redis.send(['DEL', KEY_PREFIX + key])
      } catch (error) {
        warn(error, 'del')
      }
    },
    /** Parse clears the whole cache when a role changes: ours only, never the budgets beside it. */
    async clear(): Promise<void> {
      try {
        let cursor = '0'
        do {
          const [next, keys] = (await redis.send(['SCAN', cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', '1000'])) as [
            string,
            string[],
          ]
          if (keys.length > 0) await redis.send(['UNLINK', ...keys])
          cursor = next
        } while (cursor !== '0')
      } catch (error) {
        warn(error, 'clear')
      }
    },
  }
}
