import { inTransaction } from '@vitrine/db'
import type { Common } from '../Common.ts'
import { emptyOrderTouches } from '../decode/OrderTouches.ts'
import { emptyWrites } from '../handlers/Writes.ts'
import { checkOrders } from '../orderBook/checkOrders.ts'
import { notifyBatch } from '../store/notifyBatch.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { readOrdersToCheck } from '../store/readOrdersToCheck.ts'
import { settleCurrentPending } from '../store/settleCurrentPending.ts'
import { writeOrderUpdates } from '../store/writeOrderUpdates.ts'

/**
 * Orders postOrder stored from a block the indexer has passed since, with no new block to bring
 * them up: checked at the last indexed block (those read at that very block need no check). Run when live follow is idle, so that an order
 * posted just before a block that made it unfillable does not stay active until the next block.
 */
export async function recheckPending(common: Common): Promise<number> {
  const { pool, client } = common
  const chainId = common.config.CHAIN_ID
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return 0
  await settleCurrentPending(pool, chainId, cursor)
  const touches = emptyOrderTouches()
  const updates = await checkOrders(
    client,
    await readOrdersToCheck(pool, chainId, touches, cursor.number),
    touches,
    cursor.number,
  )
  if (updates.length === 0) return 0
  await inTransaction(pool, async (db) => {
    await writeOrderUpdates(db, chainId, updates, cursor.number)
    await notifyBatch(db, { ...emptyWrites(), orderUpdates: updates }, cursor.number)
  })
  return updates.length
}
