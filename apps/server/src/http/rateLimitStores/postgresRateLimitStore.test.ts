import { randomUUID } from 'node:crypto'
import { createPool } from '@vitrine/db'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { createPostgresCounter } from './postgresRateLimitStore.ts'

// Two pools: two workers (or instances) on one database.
const pools = [createPool(inject('stack').databaseUrl, 4), createPool(inject('stack').databaseUrl, 4)]
afterAll(() => Promise.all(pools.map((pool) => pool.end())))

const prefix = `test-${randomUUID().slice(0, 8)}:`
const counterOn = (pool: (typeof pools)[number], windowMs = 60_000) =>
  createPostgresCounter(pool, prefix, () => windowMs, console)
const stored = async (key: string) =>
  Number(
    (
      await pools[0]?.query<{ hits: string }>('SELECT hits FROM vitrine.rate_limits WHERE key = $1', [
        `${prefix}${key}`,
      ])
    )?.rows[0]?.hits,
  )

describe('the PostgreSQL budget counter, additions racing', () => {
  test('40 hits at once on one key: each answered the count it would have got alone, in the order they came', async () => {
    const counter = counterOn(pools[0] as (typeof pools)[number])
    const key = randomUUID()
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.add(key, 1)))
    expect(counts.map((count) => count.total)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(new Set(counts.map((count) => count.resetTime.getTime())).size).toBe(1)
    expect(await stored(key)).toBe(40)
  })

  test('two workers racing on one key: every count from 1 to 60 handed out once, none twice', async () => {
    const [a, b] = pools.map((pool) => counterOn(pool))
    const key = randomUUID()
    const counts = await Promise.all(
      Array.from({ length: 30 }, () => [a?.add(key, 1), b?.add(key, 1)]).flat() as Promise<{ total: number }>[],
    )
    expect(counts.map((count) => count.total).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    )
    expect(await stored(key)).toBe(60)
  })

  test('amounts of their own (bytes) add up in turn; a give-back goes alone, never below 0', async () => {
    const counter = counterOn(pools[0] as (typeof pools)[number])
    const key = randomUUID()
    const counts = await Promise.all([5, 3, 7].map((amount) => counter.add(key, amount)))
    expect(counts.map((count) => count.total)).toEqual([5, 8, 15])
    expect((await counter.add(key, -20)).total).toBe(0)
  })

  test('a window past its end starts over at the first batch after it', async () => {
    const counter = counterOn(pools[0] as (typeof pools)[number], 200)
    const key = randomUUID()
    await Promise.all([counter.add(key, 1), counter.add(key, 1)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    const counts = await Promise.all([counter.add(key, 1), counter.add(key, 1), counter.add(key, 1)])
    expect(counts.map((count) => count.total)).toEqual([1, 2, 3])
  })
})
