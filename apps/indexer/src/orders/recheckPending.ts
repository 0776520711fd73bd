import { inTransaction } from '@vitrine/db'
import type pg from 'pg'
import type { PublicClient } from 'viem'
import { emptyOrderTouches } from '../decode/OrderTouches.ts'
import { emptyWrites } from '../handlers/Writes.ts'
import { notifyBatch } from '../store/notifyBatch.ts'
import { writeOrderUpdates } from '../store/writeOrderUpdates.ts'
import { readCursorBlock } from '../sync/reorg.ts'
import { checkOrders } from './checkOrders.ts'

/**
 * Orders postOrder stored from a block the indexer has passed since, with no new block to bring
 * them up: checked at the last indexed block (those read at that very block need no check). Run when live follow is idle, so that an order
 * posted just before a block that made it unfillable does not stay active until the next block.
 */
export async function recheckPending(pool: pg.Pool, client: PublicClient, chainId: number): Promise<number> {
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return 0
  // Facts postOrder read at the very block indexed last (same hash, not a fork's) are current: kept
  // as they are, with no read (a burst of orders is not read again from the chain).
  await pool.query(
    `UPDATE market.orders SET pending_check = false
      WHERE chain_id = $1 AND pending_check AND facts_block = $2 AND facts->>'blockHash' = $3`,
    [chainId, cursor.number.toString(), cursor.hash],
  )
  const updates = await checkOrders(pool, client, chainId, emptyOrderTouches(), cursor.number)
  if (updates.length === 0) return 0
  await inTransaction(pool, async (db) => {
    await writeOrderUpdates(db, chainId, updates, cursor.number)
    await notifyBatch(db, { ...emptyWrites(), orderUpdates: updates }, cursor.number)
  })
  return updates.length
}
