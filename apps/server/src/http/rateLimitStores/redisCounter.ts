import type { BudgetCounter } from './budgetCounter.ts'

/** One Redis command (EVAL, ZREM …) as the client sends it. */
export type SendRedisCommand = (args: string[]) => Promise<unknown>

/** Adds ARGV[1] to the count of KEYS[1] in a window of ARGV[2] ms; answers { count, ms left }. */
const ADD = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  local first = math.max(tonumber(ARGV[1]), 0)
  redis.call('SET', KEYS[1], first, 'PX', ARGV[2])
  return { first, tonumber(ARGV[2]) }
end
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total < 0 then
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
  total = 0
end
return { total, ttl }`

/**
 * A {@link BudgetCounter} in Redis: one script per addition (atomic), the key expiring with its
 * window. Keys beside express-rate-limit's (`vitrine:rl:<prefix><key>`).
 */
export function createRedisCounter(send: SendRedisCommand, prefix: string, windowMs: number): BudgetCounter {
  return {
    async add(key, amount) {
      const [total, msLeft] = (await send([
        'EVAL',
        ADD,
        '1',
        `vitrine:rl:${prefix}${key}`,
        String(Math.trunc(amount)),
        String(windowMs),
      ])) as [number, number]
      return { total: Number(total), resetTime: new Date(Date.now() + Number(msLeft)) }
    },
  }
}
