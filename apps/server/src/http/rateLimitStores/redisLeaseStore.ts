import { randomUUID } from 'node:crypto'
import type { LeaseStore } from './leaseStore.ts'
import type { SendRedisCommand } from './redisCounter.ts'

/** Redis's own clock in ms: every instance judges lapses by the same clock. */
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`

/** Takes a slot of KEYS[1] (limit ARGV[1], lease ARGV[2] ms, holder ARGV[3]): 1, or 0 when all are held. */
const TAKE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`

/** Renews holder ARGV[1] of KEYS[1] for ARGV[2] ms: 1, or 0 when its lease had lapsed. */
const RENEW = `${NOW}
local expiry = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not expiry or tonumber(expiry) <= now then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`

/**
 * A {@link LeaseStore} in Redis: a client's leases are one sorted set (`vitrine:lease:<prefix>
 * <client>`), each holder scored by when it lapses; a take drops the lapsed ones and adds itself
 * only under the limit, in one script (atomic). The set expires with its last lease.
 */
export function createRedisLeaseStore(send: SendRedisCommand, prefix: string, ttlMs: number): LeaseStore {
  const keyOf = (client: string) => `vitrine:lease:${prefix}${client}`
  return {
    async take(client, limit) {
      const lease = { key: keyOf(client), holder: randomUUID() }
      const taken = await send(['EVAL', TAKE, '1', lease.key, String(limit), String(ttlMs), lease.holder])
      return Number(taken) === 1 ? lease : null
    },
    async renew(leases) {
      const renewed = await Promise.all(
        leases.map((lease) => send(['EVAL', RENEW, '1', lease.key, lease.holder, String(ttlMs)])),
      )
      return leases.filter((_, index) => Number(renewed[index]) !== 1)
    },
    async give(lease) {
      await send(['ZREM', lease.key, lease.holder])
    },
  }
}
