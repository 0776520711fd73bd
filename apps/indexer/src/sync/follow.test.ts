import { type AnvilHandle, devAccount } from '@vitrine/devchain'
import type pg from 'pg'
import { type Address, createTestClient, http, type PublicClient, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../../test/chainTruth.ts'
import { giveToken } from '../../test/giveToken.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { followStep } from './follow.ts'

let chain: SeededChain
let anvil: AnvilHandle
let pool: pg.Pool
let client: PublicClient
let dunes: Address
const chainId = 31337

beforeAll(async () => {
  chain = await startSeededChain()
  ;({ anvil, pool } = chain)
  client = createPublicClient()
  await chain.backfillToHead(client)
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  dunes = rows[0]?.address as Address
})
afterAll(() => chain?.stop())

function createPublicClient() {
  return createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl), pollingInterval: 50 }).extend(
    publicActions,
  ) as unknown as PublicClient
}
const testClient = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.rpcUrl) })

/** The owner of dunes #tokenId moves it to another dev account; returns the new owner. */
const move = (tokenId: bigint, toIndex: number) => giveToken(client, anvil.rpcUrl, dunes, tokenId, toIndex)

test('live follow: new blocks are indexed as they come', async () => {
  await move(10n, 7)
  await move(11n, 8)
  const step = await followStep(testCommon({ pool: pool, client: client, chainId: chainId, seaport: chain.seaport }))
  expect(step.indexed).toHaveLength(2)
  expect(step.reorgedTo).toBeNull()
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})

test('a reorg (evm_snapshot / evm_revert, then other blocks) rolls back the orphans and applies the new ones', async () => {
  const snapshot = await testClient().snapshot()
  const base = await client.getBlockNumber()
  await move(12n, 5)
  await move(13n, 5)
  await followStep(testCommon({ pool: pool, client: client, chainId: chainId, seaport: chain.seaport }))
  const { rows: orphaned } = await pool.query(`SELECT count(*) FROM nft.activity WHERE block_number > $1`, [
    base.toString(),
  ])
  expect(orphaned[0].count).toBe('2')

  // The chain forgets those two blocks and grows three others in their place.
  await testClient().revert({ id: snapshot })
  await move(12n, 6)
  await testClient().mine({ blocks: 2 })
  const step = await followStep(testCommon({ pool: pool, client: client, chainId: chainId, seaport: chain.seaport }))
  expect(step.reorgedTo).toBe(base)
  expect(step.indexed).toHaveLength(3)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
  expect(await compareActivityWithChain(pool, client, chainId, chain.seaport)).toEqual([])
  const { rows } = await pool.query(
    `SELECT to_address FROM nft.activity WHERE address = $1 AND token_id = 12 ORDER BY block_number DESC LIMIT 1`,
    [dunes],
  )
  expect(rows[0].to_address).toBe(devAccount(6).address)
})
