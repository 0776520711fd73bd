import { type AnvilHandle, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitForNewHead } from './waitForNewHead.ts'

let anvil: AnvilHandle
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
})
afterAll(() => anvil?.stop())

const options = (upToMs: number) => ({ everyMs: 50, upToMs, signal: new AbortController().signal })

test('returns soon after a new block, not at the end of the wait', async () => {
  const seen = await client.getBlockNumber({ cacheTime: 0 })
  const began = performance.now()
  const waiting = waitForNewHead(client, seen, options(10_000))
  setTimeout(() => void client.request({ method: 'anvil_mine' as never, params: ['0x1'] as never }), 200)
  expect(await waiting).toBe(true)
  expect(performance.now() - began).toBeLessThan(1_000)
})

test('with no new block: false after the longest wait; an abort ends it at once', async () => {
  const seen = await client.getBlockNumber({ cacheTime: 0 })
  const began = performance.now()
  expect(await waitForNewHead(client, seen, options(300))).toBe(false)
  expect(performance.now() - began).toBeGreaterThanOrEqual(290)
  const stop = new AbortController()
  setTimeout(() => stop.abort(), 50)
  const aborted = performance.now()
  expect(await waitForNewHead(client, seen, { everyMs: 50, upToMs: 10_000, signal: stop.signal })).toBe(false)
  expect(performance.now() - aborted).toBeLessThan(1_000)
})
