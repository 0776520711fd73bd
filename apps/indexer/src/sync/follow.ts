import type pg from 'pg'
import type { PublicClient } from 'viem'
import { handleLogs } from '../handlers/handleLogs.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'
import { rollback } from '../store/rollback.ts'
import { writeBatch } from '../store/writeBatch.ts'

export type FollowStep = { indexed: bigint[]; reorgedTo: bigint | null }

/** Blocks of hashes kept behind the cursor: deeper reorgs than this are not expected. */
const KEPT_BLOCKS = 256n

/**
 * Indexes the blocks after the cursor up to the head, one block at a time, checking that each
 * new block's parent is the block indexed before it. When it is not (a reorg), rolls back to
 * the last block both chains share, then goes on from there. Returns what it did.
 */
export async function followStep(
  pool: pg.Pool,
  client: PublicClient,
  chainId: number,
  seaport: ReadonlySet<string>,
): Promise<FollowStep> {
  const step: FollowStep = { indexed: [], reorgedTo: null }
  // Not from viem's cache: a stale head would leave the newest blocks for the next step.
  const head = await client.getBlockNumber({ cacheTime: 0 })
  for (;;) {
    const cursor = await readCursorBlock(pool, chainId)
    if (!cursor || cursor.number >= head) return step
    const block = await client.getBlock({ blockNumber: cursor.number + 1n })
    if (block.parentHash !== cursor.hash) {
      const ancestor = await findCommonAncestor(pool, client, chainId, cursor.number)
      await rollback(pool, chainId, ancestor)
      step.reorgedTo = ancestor.number
      continue
    }
    const { logs } = await getLogsAdaptive(client, block.number as bigint, block.number as bigint)
    // Logs of that exact block: a reorg between the two calls would show as another hash.
    const own = logs
      .filter((log) => log.blockHash === block.hash)
      .map((log) => ({ ...log, blockTimestamp: log.blockTimestamp ?? block.timestamp }))
    await writeBatch(pool, chainId, handleLogs(own, seaport), {
      number: block.number as bigint,
      hash: block.hash as string,
      parentHash: block.parentHash,
    })
    step.indexed.push(block.number as bigint)
    if ((block.number as bigint) % 64n === 0n) {
      await pool.query('DELETE FROM nft.blocks WHERE chain_id = $1 AND number < $2', [
        chainId,
        ((block.number as bigint) - KEPT_BLOCKS).toString(),
      ])
    }
  }
}

async function readCursorBlock(pool: pg.Pool, chainId: number) {
  const { rows } = await pool.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number, block_hash FROM nft.sync_state WHERE chain_id = $1',
    [chainId],
  )
  return rows[0] ? { number: BigInt(rows[0].block_number), hash: rows[0].block_hash } : null
}

/** The newest block we stored whose hash the chain still has at that height. */
async function findCommonAncestor(pool: pg.Pool, client: PublicClient, chainId: number, from: bigint) {
  const { rows } = await pool.query<{ number: string; hash: string }>(
    'SELECT number, hash FROM nft.blocks WHERE chain_id = $1 AND number <= $2 ORDER BY number DESC LIMIT $3',
    [chainId, from.toString(), KEPT_BLOCKS.toString()],
  )
  for (const row of rows) {
    const onChain = await client.getBlock({ blockNumber: BigInt(row.number) }).catch(() => null)
    if (onChain?.hash === row.hash) return { number: BigInt(row.number), hash: row.hash }
  }
  throw new Error(
    `No common ancestor within ${KEPT_BLOCKS} blocks of ${from}: the reorg is deeper than the kept hashes.`,
  )
}
