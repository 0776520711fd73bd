import type { Log } from 'viem'
import { decodeMarketEvents } from '../decode/decodeMarketEvents.ts'
import { decodeOrderTouches } from '../decode/decodeOrderTouches.ts'
import { decodeTransfers } from '../decode/decodeTransfers.ts'
import { handleMarketEvents } from './handleMarketEvents.ts'
import { handleTransfers } from './handleTransfers.ts'
import type { Writes } from './Writes.ts'

/**
 * A batch of logs → everything it changes: token transfers, then Seaport's market events. A
 * sale and its NFT's transfer share a transaction, so they are always in the same batch.
 */
export function handleLogs(logs: readonly Log[], seaport: ReadonlySet<string>): Writes {
  const transfers = decodeTransfers(logs)
  const events = decodeMarketEvents(logs, seaport)
  const writes = handleTransfers(transfers)
  const market = handleMarketEvents(events)
  const sold = new Set(
    market.activity.filter((a) => a.type === 'sale').map((a) => `${a.txHash}:${a.address}:${a.tokenId}`),
  )
  for (const row of writes.activity) {
    if (row.type === 'transfer' && sold.has(`${row.txHash}:${row.address}:${row.tokenId}`)) row.settlesSale = true
  }
  writes.activity.push(...market.activity)
  writes.volume = market.volume
  writes.orderTouches = decodeOrderTouches(logs, transfers, events)
  return writes
}
