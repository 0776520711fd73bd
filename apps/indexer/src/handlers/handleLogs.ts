import type { Log } from 'viem'
import { decodeCollectionsCreated } from '../decode/decodeCollectionsCreated.ts'
import { decodeMarketEvents } from '../decode/decodeMarketEvents.ts'
import { decodeOrderTouches } from '../decode/decodeOrderTouches.ts'
import { decodeTransfers } from '../decode/decodeTransfers.ts'
import { decodeLazyMintEvents } from '../decode/lazyMintEvents.ts'
import { handleLazyMintEvents } from './handleLazyMintEvents.ts'
import { handleMarketEvents } from './handleMarketEvents.ts'
import { handleTransfers } from './handleTransfers.ts'
import type { Writes } from './Writes.ts'

const NO_FACTORIES: ReadonlySet<string> = new Set()

/**
 * A batch of logs → everything it changes: token transfers, then Seaport's market events and
 * lazy mints' redeems and revocations, and
 * collections the factories created (known before their first token, with their creator). A
 * sale and its NFT's transfer share a transaction, so they are always in the same batch.
 */
export function handleLogs(
  logs: readonly Log[],
  seaport: ReadonlySet<string>,
  factories: ReadonlySet<string> = NO_FACTORIES,
): Writes {
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
  // Lazy mints (the `rarible` source): a redeem's sale, a revoked nonce's cancel, and the orders they touch.
  const lazy = decodeLazyMintEvents(logs)
  const lazyWrites = handleLazyMintEvents(lazy)
  writes.activity.push(...lazyWrites.activity)
  for (const [collection, amount] of lazyWrites.volume)
    writes.volume.set(collection, (writes.volume.get(collection) ?? 0n) + amount)
  for (const event of lazy) {
    if (event.kind === 'redeemed') writes.orderTouches.orders.add(event.orderHash)
    else writes.orderTouches.listings.add(`${event.collection}|${event.creator}`)
  }
  for (const created of decodeCollectionsCreated(logs, factories)) {
    const known = writes.collections.get(created.address)
    writes.collections.set(created.address, {
      address: created.address,
      standard: created.standard,
      firstBlock: known && known.firstBlock < created.blockNumber ? known.firstBlock : created.blockNumber,
      creator: created.creator,
    })
  }
  return writes
}
