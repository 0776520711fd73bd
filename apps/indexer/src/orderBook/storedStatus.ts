import type { SeaportOrderStatus } from '@vitrine/market'
import type { OrderToCheck } from './OrderToCheck.ts'

/**
 * Seaport's status of an order as last read (at `facts_block`), when checked at `blockNumber`
 * (child of `parentHash`) nothing can have moved it: only Seaport's events naming the order or its
 * maker move it (`named`), and the blocks since were indexed with the order in the book. That
 * holds for facts the indexer wrote (not pending), and for postOrder's facts read at the block just
 * before (same hash: not a fork's). Null when it must be read: a pending order (postOrder's facts
 * from an older block, or put back by a reorg), or facts that do not hold it.
 */
export function storedStatus(
  row: OrderToCheck,
  blockNumber: bigint,
  parentHash: string | null,
  named: boolean,
): SeaportOrderStatus | null {
  if (named) return null
  const { isCancelled, totalFilled, totalSize, blockHash } = row.facts
  const readJustBefore = parentHash !== null && row.facts_block === String(blockNumber - 1n) && blockHash === parentHash
  if (row.pending_check && !readJustBefore) return null
  if (typeof isCancelled !== 'boolean' || typeof totalFilled !== 'string' || typeof totalSize !== 'string') return null
  return { isCancelled, totalFilled: BigInt(totalFilled), totalSize: BigInt(totalSize) }
}
