import type { Log } from 'viem'
import { decodeMarketEvents } from '../decode/decodeMarketEvents.ts'
import { decodeTransfers } from '../decode/decodeTransfers.ts'
import { handleMarketEvents } from './handleMarketEvents.ts'
import { handleTransfers } from './handleTransfers.ts'
import type { Writes } from './Writes.ts'

/** A batch of logs → everything it changes: token transfers, then Seaport's market events. */
export function handleLogs(logs: readonly Log[], seaport: ReadonlySet<string>): Writes {
  const writes = handleTransfers(decodeTransfers(logs))
  const market = handleMarketEvents(decodeMarketEvents(logs, seaport))
  writes.activity.push(...market.activity)
  writes.volume = market.volume
  return writes
}
