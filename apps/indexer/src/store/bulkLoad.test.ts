import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
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

test('a short backfill is no bulk load', async () => {
  await chain.pool.query('DELETE FROM nft.sync_state')
  await chain.pool.query('DELETE FROM nft.activity')
  await chain.pool.query('DELETE FROM nft.balances')
  await chain.pool.query('DELETE FROM nft.collection_owners')
  await chain.pool.query('DELETE FROM nft.tokens')
  await chain.pool.query('DELETE FROM nft.collections')
  const { bulkLoad } = await chain.backfillToHead(chain.client, { initialRange: 3n })
  expect(bulkLoad).toBe(false)
  expect(await compareWithChain(chain.pool, chain.client, 31337)).toEqual([])
})
