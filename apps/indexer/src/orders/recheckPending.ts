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
 * them up: checked at the last indexed block. Run when live follow is idle, so that an order
 * posted just before a block that made it unfillable does not stay active until the next block.
 */
export async function recheckPending(pool: pg.Pool, client: PublicClient, chainId: number): Promise<number> {
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return 0
  const updates = await checkOrders(pool, client, chainId, emptyOrderTouches(), cursor.number)
  if (updates.length === 0) return 0
  await inTransaction(pool, async (db) => {
    await writeOrderUpdates(db, chainId, updates, cursor.number)
    await notifyBatch(db, { ...emptyWrites(), orderUpdates: updates }, cursor.number)
  })
  return updates.length
}
