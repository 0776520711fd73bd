import { EVERYTHING_CHANGED, type LiveChange } from '@vitrine/api'
import { expect, test } from 'vitest'
import { createRecentChanges, REPLAY_MS } from './recentChanges.ts'

const change = (block: number): LiveChange => ({ ...EVERYTHING_CHANGED, everything: false, block })

test('changes heard since a time (with a few seconds of slack), or null beyond what is kept', () => {
  const start = 1_000_000
  let now = start
  const recent = createRecentChanges(() => now)
  now = start + 10_000
  recent.add(change(1))
  now = start + 20_000
  recent.add(change(2))
  now = start + 30_000
  expect(recent.since(start + 12_000)).toEqual([change(1), change(2)])
  // A change heard 4 s before the data was fetched may be missing from it (another worker, a clock off).
  expect(recent.since(start + 14_000)).toEqual([change(1), change(2)])
  expect(recent.since(start + 16_000)).toEqual([change(2)])
  expect(recent.since(start + 27_000)).toEqual([])
  // Before the process heard anything, it cannot tell.
  expect(recent.since(start)).toBeNull()
  now += REPLAY_MS
  expect(recent.since(now - REPLAY_MS)).toBeNull()
  expect(recent.since(now - 1_000)).toEqual([])
  // A lost connection: what came before may be incomplete.
  recent.add(change(3))
  now += 1_000
  recent.forgetBefore()
  expect(recent.since(now - 1_000)).toBeNull()
  now += 10_000
  recent.add(change(4))
  expect(recent.since(now - 2_000)).toEqual([change(4)])
})
