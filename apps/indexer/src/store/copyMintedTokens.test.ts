import { createPool, migrate } from '@vitrine/db'
import type pg from 'pg'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { TokenTransfer } from '../decode/TokenEvent.ts'
import { handleTransfers } from '../handlers/handleTransfers.ts'
import { writeBatch } from './writeBatch.ts'

// A chain of this test's own in the shared database.
const chainId = 4_242
const collection = `0x${'c0'.repeat(20)}` as const
const alice = `0x${'a1'.repeat(20)}` as const
const bob = `0x${'b0'.repeat(20)}` as const
const carol = `0x${'ca'.repeat(20)}` as const

let pool: pg.Pool
beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), 2)
  await migrate(pool)
})
afterAll(async () => {
  for (const table of ['activity', 'balances', 'tokens', 'blocks', 'sync_state'])
    await pool?.query(`DELETE FROM nft.${table} WHERE chain_id = $1`, [chainId])
  await pool?.end()
})

/** ERC-721 transfers of one block, written as a batch of a bulk load. */
async function bulkBatch(block: bigint, moves: [tokenId: bigint, from: `0x${string}`, to: `0x${string}`][]) {
  const transfers: TokenTransfer[] = moves.map(([tokenId, from, to], logIndex) => ({
    standard: 'ERC721',
    address: collection,
    tokenId,
    from,
    to,
    amount: 1n,
    blockNumber: block,
    blockTime: 1_800_000_000n + block,
    logIndex,
    batchIndex: 0,
    txHash: `0x${block.toString(16).padStart(64, '0')}`,
  }))
  const hash = `0x${block.toString(16).padStart(64, 'f')}`
  await writeBatch(pool, chainId, handleTransfers(transfers), { number: block, hash, parentHash: hash }, { bulk: true })
}

test('in a bulk load, fresh mints are copied in, and a token burnt and minted again still adds up', async () => {
  await bulkBatch(1n, [
    [1n, zeroAddress, alice],
    [2n, zeroAddress, bob],
  ])
  await bulkBatch(2n, [
    [1n, alice, zeroAddress],
    [2n, bob, carol],
  ])
  // Token 1's mint meets its own row: the batch takes the upserts, token 3 with it.
  await bulkBatch(3n, [
    [1n, zeroAddress, carol],
    [3n, zeroAddress, alice],
  ])
  const { rows: balances } = await pool.query(
    'SELECT token_id::int, owner, amount::int FROM nft.balances WHERE chain_id = $1 ORDER BY token_id, owner',
    [chainId],
  )
  expect(balances).toEqual([
    { token_id: 1, owner: alice, amount: 0 },
    { token_id: 1, owner: carol, amount: 1 },
    { token_id: 2, owner: bob, amount: 0 },
    { token_id: 2, owner: carol, amount: 1 },
    { token_id: 3, owner: alice, amount: 1 },
  ])
  const { rows: tokens } = await pool.query(
    'SELECT token_id::int, first_block::int FROM nft.tokens WHERE chain_id = $1 ORDER BY token_id',
    [chainId],
  )
  expect(tokens).toEqual([
    { token_id: 1, first_block: 1 },
    { token_id: 2, first_block: 1 },
    { token_id: 3, first_block: 3 },
  ])
})
