import type pg from 'pg'
import { type Address, createTestClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
import { giveToken } from '../../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'

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
