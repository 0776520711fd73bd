import { TradingSource } from '@vitrine/api'
import { ItemType } from '@vitrine/market'
import { zeroAddress } from 'viem'
import type { MarketEvent, OrderItem } from '../decode/MarketEvent.ts'
import { emptyWrites, type Writes } from './Writes.ts'

const isNft = (item: OrderItem) => item.itemType >= ItemType.ERC721 && item.itemType <= ItemType.ERC1155_WITH_CRITERIA
const isPayment = (item: OrderItem) => item.itemType === ItemType.NATIVE || item.itemType === ItemType.ERC20

/**
 * Seaport events → sale and cancel activity, and the volume sales add. A fulfilled order whose
 * offer holds NFTs is a listing bought by the recipient; one whose consideration holds them is
 * an offer accepted by the recipient. The price is what the buyer paid in all (fees and
 * royalties included), split evenly over a bundle; payments in mixed currencies give no price.
 */
export function handleMarketEvents(events: readonly MarketEvent[]): Writes {
  const writes = emptyWrites()
  // matchOrders fulfils a listing and an offer for the same NFT in one transaction: one sale.
  const sold = new Set<string>()
  for (const event of events) {
    const { blockNumber, blockTime, logIndex, txHash } = event
    // Seaport is OpenSea's protocol: its orders are the `opensea` trading source (PRODUCT.md §6).
    const at = { blockNumber, blockTime, logIndex, txHash, source: TradingSource.opensea }
    if (event.kind === 'cancelled' || event.kind === 'counter') {
      writes.activity.push({
        ...at,
        batchIndex: 0,
        type: 'cancel',
        address: event.seaport,
        tokenId: null,
        from: event.offerer,
        to: null,
        amount: null,
        orderHash: event.kind === 'cancelled' ? event.orderHash : null,
        counter: event.kind === 'counter' ? event.counter : null,
      })
      continue
    }
    const listing = event.offer.some(isNft)
    const nfts = (listing ? event.offer : event.consideration).filter(isNft)
    if (nfts.length === 0) continue
    const payments = (listing ? event.consideration : event.offer).filter(isPayment)
    const currency = payments[0]?.itemType === ItemType.NATIVE ? zeroAddress : (payments[0]?.token ?? null)
    const oneCurrency = payments.every((p) => (p.itemType === ItemType.NATIVE ? zeroAddress : p.token) === currency)
    const total = payments.reduce((sum, p) => sum + p.amount, 0n)
    const price = oneCurrency && currency !== null ? total / BigInt(nfts.length) : null
    nfts.forEach((nft, batchIndex) => {
      const key = `${event.txHash}:${nft.token}:${nft.identifier}`
      if (sold.has(key)) return
      sold.add(key)
      writes.activity.push({
        ...at,
        batchIndex,
        type: 'sale',
        address: nft.token,
        tokenId: nft.identifier,
        from: listing ? event.offerer : event.recipient,
        to: listing ? event.recipient : event.offerer,
        amount: nft.amount,
        price,
        currency: price === null ? null : currency,
        orderHash: event.orderHash,
      })
      if (price !== null && currency === zeroAddress)
        writes.volume.set(nft.token, (writes.volume.get(nft.token) ?? 0n) + price)
    })
  }
  return writes
}
