import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { spawnScript, waitFor } from '@vitrine/testkit'
import type pg from 'pg'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../test/chainTruth.ts'
import { giveToken } from '../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../test/seededChain.ts'

const main = fileURLToPath(new URL('./main.ts', import.meta.url))
let chain: SeededChain
let pool: pg.Pool
let client: PublicClient

beforeAll(async () => {
  chain = await startSeededChain()
  pool = chain.pool
  client = createPublicClient({ chain: foundry, transport: http(chain.anvil.rpcUrl) })
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

/** Every activity row with its row version: a row rolled back and written again has a new one. */
async function activityVersions() {
  const { rows } = await pool.query<{ key: string; version: string }>(
    `SELECT block_number || ':' || log_index || ':' || batch_index AS key, xmin::text AS version FROM nft.activity`,
  )
  return new Map(rows.map((row) => [row.key, row.version]))
}

test('three indexers for one chain: one writes, two wait; the writer killed with SIGKILL mid-traffic, one standby takes over within 5 s from the committed cursor', async () => {
  const writer = runIndexer()
  await waitFor(() => writer.output().includes('"ready"'), 90_000)
  const standbys = [runIndexer(), runIndexer()]
  await waitFor(() => standbys.every((standby) => standby.output().includes('"standby"')), 90_000)
  expect(writer.output()).not.toContain('"standby"')

  // Transfers every 300 ms or so while the writer dies and a standby takes over.
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  const collection = rows[0]?.address as Address
  let trading = true
  let transfers = 0
  const traffic = (async () => {
    for (let i = 0; trading; i++) {
      await giveToken(client, chain.anvil.rpcUrl, collection, BigInt(1 + (i % 5)), 2 + (i % 7))
      transfers++
      await sleep(300)
    }
  })()
  // Awaited below, where a failed transfer fails the test; until then, no unhandled rejection.
  traffic.catch(() => {})
  await waitFor(() => transfers >= 3, 30_000)
  const before = await activityVersions()
  writer.child.kill('SIGKILL')
  const killedAt = Date.now()
  await waitFor(() => standbys.some((standby) => standby.output().includes('"ready"')), 10_000)
  const takeoverMs = Date.now() - killedAt
  console.log(`standby took over ${takeoverMs} ms after the writer's SIGKILL`)
  expect(takeoverMs).toBeLessThan(5_000)
  await waitFor(() => transfers >= 10, 30_000)
  trading = false
  await traffic
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  await waitFor(async () => (await cursor()) === head, 30_000)

  // Exactly one took over; the other still waits.
  const [taken, waiting] = standbys[0]?.output().includes('"ready"') ? standbys : [...standbys].reverse()
  expect(waiting?.output()).not.toContain('"ready"')
  // Nothing committed before the kill was written again, nothing is missing or doubled.
  const now = await activityVersions()
  expect([...before].filter(([key, version]) => now.get(key) !== version)).toEqual([])
  expect(await compareWithChain(pool, client, 31337)).toEqual([])
  expect(await compareActivityWithChain(pool, client, 31337, chain.seaport)).toEqual([])

  // The one left waiting takes over in turn when the second writer stops.
  taken?.child.kill('SIGTERM')
  expect(await taken?.exited).toBe(0)
  await waitFor(() => waiting?.output().includes('"ready"') ?? false, 10_000)
  waiting?.child.kill('SIGTERM')
  expect(await waiting?.exited).toBe(0)
}, 240_000)
