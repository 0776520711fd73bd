import { TradingSource } from '@vitrine/api'
import { zeroAddress } from 'viem'
import type { LazyMintEvent } from '../decode/lazyMintEvents.ts'
import type { ActivityRow } from './Writes.ts'

/**
 * Lazy-mint events → activity of the `rarible` source: a redeem is a sale (creator to buyer, at
 * the voucher's price in ETH, all in), a revoked nonce a cancel by the creator. The sale's
 * volume goes to its collection.
 */
export function handleLazyMintEvents(events: readonly LazyMintEvent[]): {
  activity: ActivityRow[]
  volume: Map<string, bigint>
} {
  const activity: ActivityRow[] = []
  const volume = new Map<string, bigint>()
  for (const event of events) {
    const { blockNumber, blockTime, logIndex, txHash } = event
    const at = { blockNumber, blockTime, logIndex, txHash, batchIndex: 0, source: TradingSource.rarible }
    if (event.kind === 'redeemed') {
      activity.push({
        ...at,
        type: 'sale',
        address: event.collection,
        tokenId: event.tokenId,
        from: event.creator,
        to: event.buyer,
        amount: 1n,
        price: event.price,
        currency: zeroAddress,
        orderHash: event.orderHash,
      })
      volume.set(event.collection, (volume.get(event.collection) ?? 0n) + event.price)
    } else {
      activity.push({
        ...at,
        type: 'cancel',
        address: event.collection,
        tokenId: null,
        from: event.creator,
        to: null,
        amount: null,
        orderHash: null,
      })
    }
  }
  return { activity, volume }
}
