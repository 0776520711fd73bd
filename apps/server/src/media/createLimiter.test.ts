import { expect, test } from 'vitest'
import { createLimiter, QueueFullError } from './createLimiter.ts'

test('at most `concurrency` tasks run, the rest wait in order, and a full queue refuses at once', async () => {
  const limiter = createLimiter(2, 3)
  let running = 0
  let most = 0
  const order: number[] = []
  const releases: (() => void)[] = []
  const task = (id: number) =>
    limiter.run(async () => {
      running++
      most = Math.max(most, running)
      await new Promise<void>((resolve) => releases.push(resolve))
      order.push(id)
      running--
      return id
    })
  const accepted = [1, 2, 3, 4, 5].map(task)
  await expect(task(6)).rejects.toBeInstanceOf(QueueFullError)
  expect([limiter.active, limiter.queued]).toEqual([2, 3])
  // Release whatever runs, one at a time, until all are done.
  while (order.length < 5) {
    await new Promise((resolve) => setTimeout(resolve, 1))
    releases.shift()?.()
  }
  expect(await Promise.all(accepted)).toEqual([1, 2, 3, 4, 5])
  expect(order).toEqual([1, 2, 3, 4, 5])
  expect(most).toBe(2)
  expect([limiter.active, limiter.queued]).toEqual([0, 0])
})

test('a failing task frees its place', async () => {
  const limiter = createLimiter(1, 1)
  await expect(limiter.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
  expect(await limiter.run(async () => 'next')).toBe('next')
})
