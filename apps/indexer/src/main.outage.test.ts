import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join, normalize } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { type RpcCall, type RpcProxy, type SpawnedScript, spawnScript, startRpcProxy, waitFor } from '@vitrine/testkit'
import type pg from 'pg'
import { type Address, createTestClient, http } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../test/chainTruth.ts'
import { giveToken } from '../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../test/seededChain.ts'

/**
 * The chain node goes away for 30 s under a running indexer process, which only knows its RPC URL
 * (a proxy the test cuts). Two chains are indexed side by side, so that one outage window covers
 * three moments: on chain A the node stops (connection refused) in the middle of the backfill,
 * while the metadata worker is reading token URIs; on chain B it hangs (never answers) in the
 * middle of live following, while the chain goes on. Afterwards nothing was rolled back or marked
 * failed, and the index equals each chain.
 */

const OUTAGE_MS = 30_000
const main = fileURLToPath(new URL('./main.ts', import.meta.url))
/** A `tokenURI` (ERC-721) or `uri` (ERC-1155) call. */
const isTokenUriRead = (call: RpcCall) =>
  call.method === 'eth_call' && /^0x(c87b56dd|0e89341c)/.test(String((call.params?.[0] as { data?: string })?.data))

type Indexed = { chain: SeededChain; proxy: RpcProxy; indexer?: SpawnedScript }
let assets: Server
/** host:port of `assets`, which the indexers may fetch from. */
let assetsHost: string
let pool: pg.Pool
const a = {} as Indexed
const b = {} as Indexed

beforeAll(async () => {
  // The demo's metadata, served for both chains: /a/demo/… from A's folder, /b/demo/… from B's.
  assets = createServer(async (request, response) => {
    const [, name, ...rest] = (request.url ?? '').split('/')
    const dir = (name === 'a' ? a : b).chain?.dataDir ?? '/nonexistent'
    const file = normalize(join(dir, decodeURIComponent(rest.join('/'))))
    if (!file.startsWith(join(dir, 'demo'))) return response.writeHead(403).end()
    // A file that is not there is an empty body: the worker marks that token failed, and the test says so.
    response.end(await readFile(file).catch(() => ''))
  })
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve))
  assetsHost = `127.0.0.1:${(assets.address() as { port: number }).port}`
  ;[a.chain, b.chain] = await Promise.all([
    startSeededChain(`http://${assetsHost}/a/demo`, 31337),
    startSeededChain(`http://${assetsHost}/b/demo`, 31338),
  ])
  pool = a.chain.pool
  // A long backfill on A: blocks without events after the demo's.
  await createTestClient({ mode: 'anvil', transport: http(a.chain.anvil.rpcUrl) }).mine({ blocks: 1500 })
  // A slow node for eth_getLogs (300 ms), so that the backfill is still going when metadata is read.
  a.proxy = await startRpcProxy(a.chain.anvil.rpcUrl, {
    delay: (calls) => (calls.some((call) => call.method === 'eth_getLogs') ? 300 : 0),
  })
  b.proxy = await startRpcProxy(b.chain.anvil.rpcUrl)
  // Two chains seeded side by side (contracts, demo, Seaport sales): minutes on a busy two-core machine.
}, 300_000)

afterAll(async () => {
  for (const side of [a, b]) {
    if (side.indexer?.child.exitCode === null) side.indexer.child.kill('SIGKILL')
    await side.indexer?.exited
    await side.proxy?.close()
  }
  await b.chain?.stop()
  await a.chain?.stop()
  assets?.close()
})

function runIndexer(side: Indexed) {
  return spawnScript(main, {
    DATABASE_URL: inject('databaseUrl'),
    RPC_URL: side.proxy.url,
    CHAIN_ID: String(side.chain.chainId),
    SEAPORT_ADDRESSES: side.chain.deployment.seaport,
    METADATA_ALLOWED_HOSTS: assetsHost,
    BACKFILL_RANGE: '1',
    POLL_INTERVAL_MS: '200',
    RPC_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'info',
  })
}

const cursor = async (side: Indexed) =>
  BigInt(
    (await pool.query('SELECT block_number FROM nft.sync_state WHERE chain_id = $1', [side.chain.chainId])).rows[0]
      ?.block_number ?? -1,
  )

/** Every activity row with its row version: a row rolled back and written again has a new one. */
async function activityVersions(side: Indexed) {
  const { rows } = await pool.query<{ key: string; version: string }>(
    `SELECT block_number || ':' || log_index || ':' || batch_index AS key, xmin::text AS version
       FROM nft.activity WHERE chain_id = $1`,
    [side.chain.chainId],
  )
  return new Map(rows.map((row) => [row.key, row.version]))
}

/** The rows of `before` that are gone or were written again since. */
async function rewritten(side: Indexed, before: Map<string, string>) {
  const now = await activityVersions(side)
  return [...before].filter(([key, version]) => now.get(key) !== version).map(([key]) => key)
}

const metadataStates = async (side: Indexed) =>
  (
    await pool.query(
      `SELECT metadata_status AS status, metadata_attempts AS attempts, count(*)::int AS tokens FROM nft.tokens
        WHERE chain_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [side.chain.chainId],
    )
  ).rows

test('the node stopped for 30 s mid-backfill and mid-metadata (chain A) and hung for 30 s mid-follow (chain B): nothing rolled back or failed, the index equals the chain', {
  timeout: OUTAGE_MS + 120_000,
}, async () => {
  // B is following the head, and its chain keeps moving: a transfer every second or so.
  b.indexer = runIndexer(b)
  await waitFor(() => b.indexer?.output().includes('"ready"') ?? false)
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE chain_id = $1 AND standard = 'ERC721' ORDER BY first_block LIMIT 1`,
    [b.chain.chainId],
  )
  const dunes = rows[0]?.address as Address
  let trading = true
  const traffic = (async () => {
    for (let i = 0; trading; i++) {
      await giveToken(b.chain.client, b.chain.anvil.rpcUrl, dunes, BigInt(1 + (i % 6)), 5 + (i % 4))
      await sleep(800)
    }
  })()
  // Awaited below, where a failed transfer fails the test; until then, no unhandled rejection.
  traffic.catch(() => {})

  // Neither index ever moves back while it all happens.
  const highest = new Map<Indexed, bigint>()
  const movedBack: string[] = []
  const watch = setInterval(async () => {
    for (const side of [a, b]) {
      const at = await cursor(side)
      if (at < (highest.get(side) ?? -1n)) movedBack.push(`chain ${side.chain.chainId}: ${highest.get(side)} → ${at}`)
      if (at > (highest.get(side) ?? -1n)) highest.set(side, at)
    }
  }, 100)

  try {
    // A starts from block 0; its node stops as the first token URI is read (that read is lost).
    const aCut = a.proxy.cutWhen(isTokenUriRead, 'refuse')
    a.indexer = runIndexer(a)
    await aCut
    const aBack = Date.now() + OUTAGE_MS
    const aHead = await a.chain.client.getBlockNumber({ cacheTime: 0 })
    const aCursor = await cursor(a)
    const aBefore = await activityVersions(a)
    // In the middle of the backfill (it stops 32 blocks short of the head) and of metadata reading.
    expect(aCursor).toBeGreaterThan(0n)
    expect(aCursor).toBeLessThan(aHead - 32n)
    expect(aBefore.size).toBeGreaterThan(0)
    const { rows: unread } = await pool.query(
      'SELECT count(*)::int AS n FROM nft.tokens WHERE chain_id = $1 AND token_uri IS NULL',
      [a.chain.chainId],
    )
    expect(unread[0].n).toBeGreaterThan(0)

    // B's node hangs between a block's header and its logs: in the middle of a follow step.
    await b.proxy.cutWhen((call) => call.method === 'eth_getLogs', 'blackhole')
    const bBack = Date.now() + OUTAGE_MS
    const bBefore = await activityVersions(b)

    await sleep(aBack - Date.now())
    await a.proxy.restore()
    await sleep(Math.max(0, bBack - Date.now()))
    await b.proxy.restore()
    trading = false
    await traffic

    // Both catch up: every block to the head, every token's metadata.
    const caughtUp = async (side: Indexed) => {
      const head = await side.chain.client.getBlockNumber({ cacheTime: 0 })
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM nft.tokens WHERE chain_id = $1 AND metadata_status = 'pending'`,
        [side.chain.chainId],
      )
      return (await cursor(side)) === head && rows[0].n === 0
    }
    await waitFor(async () => (await caughtUp(a)) && (await caughtUp(b)), 60_000)

    for (const [side, before, how] of [
      [a, aBefore, 'backfill'],
      [b, bBefore, 'follow'],
    ] as const) {
      const output = side.indexer?.output() ?? ''
      // It waited the outage out: nothing rolled back, no reorg seen.
      expect(await rewritten(side, before)).toEqual([])
      expect(output).not.toMatch(/"reorg|rolledBack/)
      // The index is the chain's: owners, balances, counts, activity.
      expect(await compareWithChain(pool, side.chain.client, side.chain.chainId)).toEqual([])
      expect(await compareActivityWithChain(pool, side.chain.client, side.chain.chainId, side.chain.seaport)).toEqual(
        [],
      )
      // Every token's metadata read once and stored: none failed, no attempt counted for the outage.
      expect(await metadataStates(side)).toEqual([{ status: 'ok', attempts: 1, tokens: 68 }])
      const { rows: collections } = await pool.query(
        `SELECT count(*)::int AS n FROM nft.collections WHERE chain_id = $1 AND (details_status <> 'ok' OR name IS NULL)`,
        [side.chain.chainId],
      )
      expect(collections[0].n).toBe(0)
      // And it said what happened.
      expect(output).toContain(`${how}: RPC temporarily unavailable`)
    }
    expect(a.indexer?.output()).toContain('metadata: RPC temporarily unavailable')
    expect(movedBack).toEqual([])
  } finally {
    clearInterval(watch)
    trading = false
  }
  for (const side of [a, b]) {
    side.indexer?.child.kill('SIGTERM')
    expect(await side.indexer?.exited).toBe(0)
  }
})
