import { creatorCollectionAbi } from '@vitrine/contracts'
import { type AnvilHandle, devAccount } from '@vitrine/devchain'
import type pg from 'pg'
import { type Address, createTestClient, createWalletClient, http, type PublicClient, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../../test/chainTruth.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
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
async function move(tokenId: bigint, toIndex: number) {
  const owner = await client.readContract({
    address: dunes,
    abi: creatorCollectionAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
  const index = [...Array(10).keys()].find((i) => devAccount(i).address === owner) as number
  const wallet = createWalletClient({ account: devAccount(index), chain: foundry, transport: http(anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    address: dunes,
    abi: creatorCollectionAbi,
    functionName: 'transferFrom',
    args: [owner, devAccount(toIndex).address, tokenId],
  })
  await client.waitForTransactionReceipt({ hash })
  return devAccount(toIndex).address
}

test('live follow: new blocks are indexed as they come', async () => {
  await move(10n, 7)
  await move(11n, 8)
  const step = await followStep(pool, client, chainId, chain.seaport)
  expect(step.indexed).toHaveLength(2)
  expect(step.reorgedTo).toBeNull()
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})

test('a reorg (evm_snapshot / evm_revert, then other blocks) rolls back the orphans and applies the new ones', async () => {
  const snapshot = await testClient().snapshot()
  const base = await client.getBlockNumber()
  await move(12n, 5)
  await move(13n, 5)
  await followStep(pool, client, chainId, chain.seaport)
  const { rows: orphaned } = await pool.query(`SELECT count(*) FROM nft.activity WHERE block_number > $1`, [
    base.toString(),
  ])
  expect(orphaned[0].count).toBe('2')

  // A killed batch's activity, committed past the cursor without its state: not to be undone.
  await leaveActivityPastCursor(13n)

  // The chain forgets those two blocks and grows three others in their place.
  await testClient().revert({ id: snapshot })
  await move(12n, 6)
  await testClient().mine({ blocks: 2 })
  const step = await followStep(pool, client, chainId, chain.seaport)
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

test('activity a killed batch left past the cursor is replaced by the block’s own', async () => {
  await leaveActivityPastCursor(14n)
  await move(14n, 3)
  const step = await followStep(pool, client, chainId, chain.seaport)
  expect(step.indexed).toHaveLength(1)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
  expect(await compareActivityWithChain(pool, client, chainId, chain.seaport)).toEqual([])
})

/** Rows as a batch killed between its two commits leaves them: in the next block, with no state. */
async function leaveActivityPastCursor(tokenId: bigint) {
  const { rows } = await pool.query('SELECT block_number FROM nft.sync_state')
  const next = BigInt(rows[0].block_number) + 1n
  // From the token's owner: undoing these rows would give the owner a second copy.
  const { rows: owner } = await pool.query(
    'SELECT owner FROM nft.balances WHERE address = $1 AND token_id = $2 AND amount > 0',
    [dunes, tokenId.toString()],
  )
  await pool.query(
    `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
       from_address, to_address, amount, block_time)
     VALUES ($1, $2, 0, 0, '0xdead', 'transfer', $3, $4, $5, $6, 1, now()), ($1, $2, 7, 0, '0xdead', 'transfer', $3, $4, $5, $6, 1, now())`,
    [chainId, next.toString(), dunes, tokenId.toString(), owner[0].owner, devAccount(2).address],
  )
}
