import type { Address, Hex } from 'viem'
import type { OrderTerms } from './orderTerms.ts'
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

/**
 * The item's ERC-2981 royalty at the order's price (`royalty`, from `royaltyInfo`; null when the
 * collection has none) and the marketplace fee must each reach their recipient in full.
 */
export function checkRoyaltyAndFee(
  terms: OrderTerms,
  royalty: { receiver: Address; amount: bigint } | null,
  market: MarketTerms,
): Refusal | null {
  const owed = new Map<string, bigint>()
  const owe = (to: Address, amount: bigint) => owed.set(to.toLowerCase(), (owed.get(to.toLowerCase()) ?? 0n) + amount)
  const royaltyOwed = royalty && royalty.amount > 0n && BigInt(royalty.receiver) !== 0n
  if (royaltyOwed) owe(royalty.receiver, royalty.amount)
  const fee = market.feeRecipient ? marketFee(terms.price, market.feeBps) : 0n
  if (market.feeRecipient && fee > 0n) owe(market.feeRecipient, fee)
  const received = new Map([...terms.received].map(([to, amount]) => [to.toLowerCase(), amount]))
  for (const [to, amount] of owed) {
    if ((received.get(to) ?? 0n) >= amount) continue
    if (royaltyOwed && to === royalty.receiver.toLowerCase())
      return refuse(
        'royaltyUnpaid',
        `The order does not pay the item's royalty in full: ${royalty.amount} to ${royalty.receiver} at this price.`,
      )
    return refuse('feeUnpaid', `The order does not pay the marketplace fee in full: ${fee} to ${market.feeRecipient}.`)
  }
  return null
}
