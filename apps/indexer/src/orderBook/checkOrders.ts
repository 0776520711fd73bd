import type { PublicClient } from 'viem'
import type { OrderTouches } from '../decode/OrderTouches.ts'
import { judgeOrders } from './judgeOrders.ts'
import type { OrderToCheck } from './OrderToCheck.ts'
import type { OrderUpdate } from './OrderUpdate.ts'
import { storedStatus } from './storedStatus.ts'

/**
 * The orders a batch ending at `blockNumber` may have changed (`rows`, as the store's
 * readOrdersToCheck found them for `touches`), checked against the chain at that block: the
 * updates for the store to write.
 */
export async function checkOrders(
  client: PublicClient,
  rows: readonly OrderToCheck[],
  touches: OrderTouches,
  blockNumber: bigint,
  /** The parent of block `blockNumber`, when the batch is that one block (live follow). */
  parentHash: string | null = null,
): Promise<OrderUpdate[]> {
  if (rows.length === 0) return []
  // Judged as of now, or the chain's time when it runs ahead of the wall clock (a test's time jump).
  const block = await client.getBlock({ blockNumber })
  const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)))
  // Seaport's status moves only by its own events, which name the order (fill, cancel) or its maker (counter).
  const named = (row: OrderToCheck) => touches.orders.has(row.order_hash) || touches.makers.has(row.maker)
  return judgeOrders(client, rows, blockNumber, now, (row) => storedStatus(row, blockNumber, parentHash, named(row)))
}
