import { startRpcProxy } from '@vitrine/testkit'
import type pg from 'pg'
import { type Address, createPublicClient, createTestClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
import { giveToken } from '../../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { ChainBehindError } from '../rpc/ChainBehindError.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { rollBackIfReorged } from './reorg.ts'

let chain: SeededChain
let pool: pg.Pool
let client: PublicClient
const chainId = 31337

beforeAll(async () => {
  chain = await startSeededChain()
  pool = chain.pool
  client = chain.client
})
afterAll(() => chain?.stop())

test('a backfill from block 0 matches the chain: every owner and balance, every transfer', async () => {
  const head = await client.getBlockNumber()
  // A small first range, so the backfill commits many batches and grows its range on the way.
  const progress: bigint[] = []
  const { events } = await chain.backfillToHead(client, {
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
       (SELECT count(*) FROM nft.activity WHERE type = 'transfer') AS transfers,
       (SELECT count(*) FROM nft.activity WHERE type = 'sale') AS sales,
       (SELECT count(*) FROM nft.activity WHERE block_time IS NULL OR block_time < '2020-01-01') AS untimed`,
  )
  // The demo: 6 transfers between collectors, and 6 Seaport sales (each moves its NFT too).
  expect(rows[0]).toEqual({
    collections: '4',
    tokens: '68',
    activity: String(events),
    transfers: '12',
    sales: '6',
    untimed: '0',
  })
})

test('a second run from the cursor adds nothing', async () => {
  const before = await pool.query('SELECT count(*) FROM nft.activity')
  const { events } = await chain.backfillToHead(client)
  expect(events).toBe(0)
  expect((await pool.query('SELECT count(*) FROM nft.activity')).rows).toEqual(before.rows)
})

test('blocks the chain dropped while the indexer was stopped are rolled back before the backfill goes on', async () => {
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  const dunes = rows[0]?.address as Address
  const test = createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.anvil.rpcUrl) })
  const give = (tokenId: bigint, to: number) => giveToken(client, chain.anvil.rpcUrl, dunes, tokenId, to)
  const snapshot = await test.snapshot()
  const base = await client.getBlockNumber()
  await give(2n, 8)
  await give(3n, 8)
  await chain.backfillToHead(client)
  // Stopped; meanwhile the chain forgets those blocks and grows others in their place.
  await test.revert({ id: snapshot })
  await give(2n, 9)
  await test.mine({ blocks: 3 })
  const { reorgedTo } = await chain.backfillToHead(client)
  expect(reorgedTo).toBe(base)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})

test('a node that fails while the cursor is checked, then answers again, rolls nothing back', async () => {
  const proxy = await startRpcProxy(chain.anvil.rpcUrl)
  try {
    const through = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) })
    const before = await pool.query('SELECT count(*) FROM nft.activity')
    const cursor = await readCursorBlock(pool, chainId)
    // Its next two answers fail (HTTP 500, an internal error), then it is well: each check fails
    // as a whole, none reads a failure as "block gone" and walks back to a block it can see.
    proxy.failNext(2)
    for (let i = 0; i < 2; i++) {
      await expect(rollBackIfReorged(pool, through, chainId)).rejects.toThrow(/internal error/)
    }
    expect(await readCursorBlock(pool, chainId)).toEqual(cursor)
    expect(await rollBackIfReorged(pool, through, chainId)).toBeNull()
    expect((await pool.query('SELECT count(*) FROM nft.activity')).rows).toEqual(before.rows)
  } finally {
    await proxy.close()
  }
})

test('a node without the indexed blocks is behind, not reorged: it waits, and rolls back only once the chain differs', async () => {
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  const dunes = rows[0]?.address as Address
  const test = createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.anvil.rpcUrl) })
  const snapshot = await test.snapshot()
  const base = await client.getBlockNumber({ cacheTime: 0 })
  await giveToken(client, chain.anvil.rpcUrl, dunes, 4n, 8)
  await giveToken(client, chain.anvil.rpcUrl, dunes, 5n, 8)
  await chain.backfillToHead(client)
  const before = await pool.query('SELECT count(*) FROM nft.activity')
  // The node loses the last two blocks (one behind a load balancer, one restarted from an old state).
  await test.revert({ id: snapshot })
  await expect(rollBackIfReorged(pool, client, chainId)).rejects.toBeInstanceOf(ChainBehindError)
  expect((await pool.query('SELECT count(*) FROM nft.activity')).rows).toEqual(before.rows)
  // It grows past them with other blocks: that is a reorg, and it is rolled back.
  await test.mine({ blocks: 3 })
  expect(await rollBackIfReorged(pool, client, chainId)).toBe(base)
  await chain.backfillToHead(client)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})
