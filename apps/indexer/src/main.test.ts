import { fileURLToPath } from 'node:url'
import { spawnScript } from '@vitrine/testkit'
import type pg from 'pg'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../test/chainTruth.ts'
import { type SeededChain, startSeededChain } from '../test/seededChain.ts'

const main = fileURLToPath(new URL('./main.ts', import.meta.url))
let chain: SeededChain
let pool: pg.Pool
let client: PublicClient

beforeAll(async () => {
  chain = await startSeededChain()
  pool = chain.pool
  client = createPublicClient({ transport: http(chain.anvil.rpcUrl) })
})
afterAll(() => chain?.stop())

function runIndexer() {
  return spawnScript(main, {
    DATABASE_URL: inject('databaseUrl'),
    RPC_URL: chain.anvil.rpcUrl,
    CHAIN_ID: '31337',
    BACKFILL_RANGE: '1',
    SEAPORT_ADDRESSES: chain.deployment.seaport,
    LOG_LEVEL: 'warn',
  })
}

const cursor = async () =>
  Number((await pool.query('SELECT block_number FROM nft.sync_state')).rows[0]?.block_number ?? -1)

test('killed with SIGKILL in the middle of a backfill, restarted: nothing lost or doubled', async () => {
  const head = Number(await client.getBlockNumber())
  const first = runIndexer()
  // Wait for a few committed batches (its start may take seconds on a busy machine), then kill it
  // without warning; polled often, so it is caught well before the head.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && (await cursor()) < 3) await new Promise((resolve) => setTimeout(resolve, 10))
  first.child.kill('SIGKILL')
  await first.exited
  const reached = await cursor()
  expect(reached).toBeGreaterThanOrEqual(3)
  expect(reached).toBeLessThan(head)

  const second = runIndexer()
  const readyBy = Date.now() + 90_000
  while (Date.now() < readyBy && !second.output().includes('"ready"'))
    await new Promise((resolve) => setTimeout(resolve, 50))
  expect(
    second.output(),
    await pool
      .query(
        "SELECT pid, state, wait_event_type, wait_event, left(query, 80) AS q FROM pg_stat_activity WHERE datname = 'vitrine'",
      )
      .then((r) => JSON.stringify(r.rows)),
  ).toContain('"ready"')
  expect(await compareWithChain(pool, client, 31337)).toEqual([])
  expect(await compareActivityWithChain(pool, client, 31337, chain.seaport)).toEqual([])
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
}, 180_000)
