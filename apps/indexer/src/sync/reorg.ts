import type pg from 'pg'
import type { PublicClient } from 'viem'
import { getBlockAt } from '../rpc/getBlockAt.ts'
import { rollback } from '../store/rollback.ts'

/** Blocks of hashes kept behind the cursor: deeper reorgs than this are not expected. */
export const KEPT_BLOCKS = 256n

/** The last block indexed (number and hash), or null before the first batch. */
export async function readCursorBlock(pool: pg.Pool, chainId: number) {
  const { rows } = await pool.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number, block_hash FROM nft.sync_state WHERE chain_id = $1',
    [chainId],
  )
  return rows[0] ? { number: BigInt(rows[0].block_number), hash: rows[0].block_hash } : null
}

/** The newest block we stored whose hash the chain still has at that height. */
export async function findCommonAncestor(pool: pg.Pool, client: PublicClient, chainId: number, from: bigint) {
  const { rows } = await pool.query<{ number: string; hash: string }>(
    'SELECT number, hash FROM nft.blocks WHERE chain_id = $1 AND number <= $2 ORDER BY number DESC LIMIT $3',
    [chainId, from.toString(), KEPT_BLOCKS.toString()],
  )
  for (const row of rows) {
    if ((await getBlockAt(client, BigInt(row.number))).hash === row.hash)
      return { number: BigInt(row.number), hash: row.hash }
  }
  throw new Error(
    `No common ancestor within ${KEPT_BLOCKS} blocks of ${from}: the reorg is deeper than the kept hashes.`,
  )
}

/**
 * When the chain has another block at the cursor's height (it was reorged away while the indexer
 * was stopped), rolls back to the last block both share. Returns that block's number, or null
 * when the cursor still stands. A node that cannot be reached, or has no block at that height
 * yet, rolls nothing back: the error is thrown for the caller to retry.
 */
export async function rollBackIfReorged(pool: pg.Pool, client: PublicClient, chainId: number) {
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return null
  if ((await getBlockAt(client, cursor.number)).hash === cursor.hash) return null
  const ancestor = await findCommonAncestor(pool, client, chainId, cursor.number)
  await rollback(pool, chainId, ancestor)
  return ancestor.number
}
