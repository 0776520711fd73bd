import type { Address, Hex } from 'viem'
import { type Refusal, refuse } from './Refusal.ts'
import type { OrderComponents } from './seaportTypes.ts'

/** An order may start at most this far ahead (PRODUCT.md §6). */
export const MAX_START_AHEAD_SECONDS = 600n

/** The marketplace's terms: where orders go and what they must pay. */
export type MarketTerms = {
  zone: Address
  conduitKey: Hex
  feeRecipient: Address | null
  feeBps: number
  /** The ERC-20s offers may be paid in: the market's WETH first, then those the operator lists. */
  offerCurrencies: readonly Address[]
}

/** `endTime` past or not after `startTime`, `startTime` too far ahead, a foreign zone or conduit. */
export function checkOrderTimesAndPlace(order: OrderComponents, market: MarketTerms, now: bigint): Refusal | null {
  if (order.endTime <= now) return refuse('orderExpired', 'The order has expired: its endTime is past.')
  if (order.endTime <= order.startTime) return refuse('orderExpired', 'The order ends before it starts.')
  if (order.startTime > now + MAX_START_AHEAD_SECONDS)
    return refuse('startsTooLate', 'The order starts more than 10 minutes from now: startTime is too far ahead.')
  if (order.zone.toLowerCase() !== market.zone.toLowerCase())
    return refuse('foreignZone', `The order names zone ${order.zone}; this marketplace uses ${market.zone}.`)
  if (order.conduitKey.toLowerCase() !== market.conduitKey.toLowerCase())
    return refuse('foreignConduit', `The order's conduitKey is not this marketplace's (${market.conduitKey}).`)
  return null
}

/** The fee an order of `price` owes the marketplace. */
export const marketFee = (price: bigint, feeBps: number) => (price * BigInt(feeBps)) / 10_000n
