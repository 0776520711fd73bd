import { type Address, createTestClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
import { giveToken } from '../../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { BULK_DEFERRED_INDEXES, isBulkLoading } from './bulkLoad.ts'

let chain: SeededChain
beforeAll(async () => {
  chain = await startSeededChain()
})
afterAll(() => chain?.stop())

const presentIndexes = async () =>
  (
    await chain.pool.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'nft' AND indexname = ANY($1) ORDER BY indexname`,
      [BULK_DEFERRED_INDEXES],
    )
  ).rows.map((row) => row.indexname)

test('a long backfill loads in bulk; stopped part-way it stays so, and at the head its counts and indexes are whole', async () => {
  expect(await presentIndexes()).toEqual([...BULK_DEFERRED_INDEXES].sort())
  // Any chain counts as long here, even when its first blocks (contract deployments) hold no log
  // to estimate from; stopped after two batches, as by Ctrl-C or a crash.
  let batches = 0
  await chain.backfillToHead(chain.client, {
    initialRange: 3n,
    bulkLoadAbove: -1,
    onProgress: () => batches++,
    isStopping: () => batches >= 2,
  })
  expect(await isBulkLoading(chain.pool, 31337)).toBe(true)
  expect(await presentIndexes()).toEqual([])

  // The next run goes on in bulk (whatever its threshold) and ends the load at the head.
  const { bulkLoad } = await chain.backfillToHead(chain.client, { initialRange: 3n })
  expect(bulkLoad).toBe(true)
  expect(await isBulkLoading(chain.pool, 31337)).toBe(false)
  expect(await presentIndexes()).toEqual([...BULK_DEFERRED_INDEXES].sort())
  expect(await compareWithChain(chain.pool, chain.client, 31337)).toEqual([])
  const { rows } = await chain.pool.query(
    `SELECT (SELECT count(*) FROM nft.deferred_indexes)::int AS deferred,
            (SELECT sum(volume) FROM nft.collections)::text AS volume,
            (SELECT sum(price) FROM nft.activity WHERE type = 'sale')::text AS sales`,
  )
  // The demo's Seaport sales, all in ETH, counted again into the collections' volume.
  expect(rows[0]).toMatchObject({ deferred: 0 })
  expect(rows[0]?.volume).toBe(rows[0]?.sales)
  expect(Number(rows[0]?.volume)).toBeGreaterThan(0)
})

async function forgetTheChain() {
  for (const table of ['sync_state', 'blocks', 'activity', 'balances', 'collection_owners', 'tokens', 'collections'])
    await chain.pool.query(`DELETE FROM nft.${table}`)
}

test('a bulk load begun part-way ends with the counts of the whole chain', async () => {
  await forgetTheChain()
  let batches = 0
  await chain.backfillToHead(chain.client, {
    initialRange: 3n,
    bulkLoadAbove: Number.POSITIVE_INFINITY,
    onProgress: () => batches++,
    isStopping: () => batches >= 4,
  })
  const { bulkLoad } = await chain.backfillToHead(chain.client, {
    initialRange: 3n,
    bulkLoadAbove: -1,
    onProgress: () => batches++,
    isStopping: () => batches >= 6,
  })
  expect(bulkLoad).toBe(true)
  expect(await isBulkLoading(chain.pool, 31337)).toBe(true)
  await chain.backfillToHead(chain.client, { initialRange: 3n })
  expect(await isBulkLoading(chain.pool, 31337)).toBe(false)
  expect(await compareWithChain(chain.pool, chain.client, 31337)).toEqual([])
})

test('blocks of a bulk load under way that the chain dropped are rolled back, and the load goes on', async () => {
  const { rows } = await chain.pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  const collection = rows[0]?.address as Address
  const anvil = createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.anvil.rpcUrl) })
  const give = (tokenId: bigint, to: number) => giveToken(chain.client, chain.anvil.rpcUrl, collection, tokenId, to)
  const snapshot = await anvil.snapshot()
  const base = await chain.client.getBlockNumber()
  await give(2n, 8)
  await give(3n, 8)
  // A bulk load of one block, stopped there.
  let batches = 0
  await chain.backfillToHead(chain.client, {
    initialRange: 1n,
    bulkLoadAbove: -1,
    onProgress: () => batches++,
    isStopping: () => batches >= 1,
  })
  expect(await isBulkLoading(chain.pool, 31337)).toBe(true)
  await anvil.revert({ id: snapshot })
  await give(2n, 9)
  await anvil.mine({ blocks: 3 })
  const { reorgedTo, bulkLoad } = await chain.backfillToHead(chain.client)
  expect(reorgedTo).toBe(base)
  expect(bulkLoad).toBe(true)
  expect(await compareWithChain(chain.pool, chain.client, 31337)).toEqual([])
})

test('a short backfill is no bulk load', async () => {
  await forgetTheChain()
  const { bulkLoad } = await chain.backfillToHead(chain.client, { initialRange: 3n })
  expect(bulkLoad).toBe(false)
  expect(await compareWithChain(chain.pool, chain.client, 31337)).toEqual([])
})
