import { expect, test } from 'vitest'
import { createReadCache } from './createReadCache.ts'

/** A read of the database stand-in: each call is one read, answered when the test says. */
function controlledReads() {
  const started: { answer: (value: string) => void; fail: (error: Error) => void }[] = []
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ answer: resolve, fail: reject })
    })
  return { read, started }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('fresh calls that come while a fresh read runs share the next read, begun after they came', async () => {
  const cache = createReadCache()
  const { read, started } = controlledReads()
  const fresh = { fresh: true }
  const first = cache.read('k', 5_000, 'any', read, fresh)
  // A crowd refetching after a change: the read under way may predate their change.
  const crowd = [1, 2, 3].map(() => cache.read('k', 5_000, 'any', read, fresh))
  await settle()
  expect(started).toHaveLength(1)
  started[0]?.answer('before')
  await settle()
  expect(started).toHaveLength(2)
  started[1]?.answer('after')
  expect(await first).toBe('before')
  expect(await Promise.all(crowd)).toEqual(['after', 'after', 'after'])
  // Kept for the calls after, fresh or not once no fresh read runs.
  expect(await cache.read('k', 5_000, 'any', read)).toBe('after')
  expect(started).toHaveLength(2)
  const later = cache.read('k', 5_000, 'any', read, fresh)
  await settle()
  expect(started).toHaveLength(3)
  started[2]?.answer('latest')
  expect(await later).toBe('latest')
})

test('a failed fresh read fails its own call only: the queued read still runs, and the failure is not kept', async () => {
  const cache = createReadCache()
  const { read, started } = controlledReads()
  const first = cache.read('k', 5_000, 'any', read, { fresh: true })
  const queued = cache.read('k', 5_000, 'any', read, { fresh: true })
  await settle()
  started[0]?.fail(new Error('database away'))
  await expect(first).rejects.toThrow('database away')
  await settle()
  started[1]?.answer('back')
  expect(await queued).toBe('back')
  expect(await cache.read('k', 5_000, 'any', read)).toBe('back')
  expect(started).toHaveLength(2)
})
