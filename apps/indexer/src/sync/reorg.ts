import type pg from 'pg'
import type { PublicClient } from 'viem'
import { getBlockAt } from '../rpc/getBlockAt.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { readStoredBlocks } from '../store/readStoredBlocks.ts'
import { rollback } from '../store/rollback.ts'

/** Blocks of hashes kept behind the cursor: deeper reorgs than this are not expected. */
export const KEPT_BLOCKS = 256n

/** The newest block we stored whose hash the chain still has at that height. */
export async function findCommonAncestor(pool: pg.Pool, client: PublicClient, chainId: number, from: bigint) {
  for (const stored of await readStoredBlocks(pool, chainId, from, KEPT_BLOCKS)) {
    if ((await getBlockAt(client, stored.number)).hash === stored.hash) return stored
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
