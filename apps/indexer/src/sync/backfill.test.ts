import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPool, migrate } from '@vitrine/db'
import { type AnvilHandle, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type pg from 'pg'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
import { backfill } from './backfill.ts'

let anvil: AnvilHandle
let pool: pg.Pool
let client: PublicClient
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-backfill-test-'))
const chainId = 31337

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId })
  await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir,
    assetsBaseUrl: 'http://localhost:2053/demo',
    seed: true,
    log: () => {},
  })
  client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  pool = createPool(inject('databaseUrl'), 4)
  await migrate(pool)
  await pool.query(
    'DELETE FROM nft.sync_state; DELETE FROM nft.activity; DELETE FROM nft.balances; DELETE FROM nft.tokens; DELETE FROM nft.collections',
  )
})
afterAll(async () => {
  await pool?.end()
  await anvil?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a backfill from block 0 matches the chain: every owner and balance, every transfer', async () => {
  const head = await client.getBlockNumber()
  // A small first range, so the backfill commits many batches and grows its range on the way.
  const progress: bigint[] = []
  const { events } = await backfill({
    pool,
    client,
    chainId,
    startBlock: 0n,
    toBlock: head,
    initialRange: 5n,
    onProgress: ({ block }) => progress.push(block),
  })
  expect(progress.length).toBeGreaterThan(3)
  expect(progress.at(-1)).toBe(head)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])

  const { rows } = await pool.query(
    `SELECT
       (SELECT count(*) FROM nft.collections) AS collections,
       (SELECT count(*) FROM nft.tokens) AS tokens,
       (SELECT count(*) FROM nft.activity) AS activity,
       (SELECT count(*) FROM nft.activity WHERE type = 'transfer') AS transfers`,
  )
  expect(rows[0]).toEqual({ collections: '4', tokens: '68', activity: String(events), transfers: '6' })
})

test('a second run from the cursor adds nothing', async () => {
  const before = await pool.query('SELECT count(*) FROM nft.activity')
  const { events } = await backfill({ pool, client, chainId, startBlock: 0n, toBlock: await client.getBlockNumber() })
  expect(events).toBe(0)
  expect((await pool.query('SELECT count(*) FROM nft.activity')).rows).toEqual(before.rows)
})
