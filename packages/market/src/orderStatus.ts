import type { OrderStatus, OrderStatusReason } from '@vitrine/api'
import type { OrderTerms } from './orderTerms.ts'

/** What the chain says about an order and its maker, read at one block. */
export type OrderFacts = {
  /** Seaport's `getOrderStatus`. */
  isCancelled: boolean
  totalFilled: bigint
  totalSize: bigint
  /** The maker's current Seaport counter. */
  counter: bigint
  /** Listings: how many of the item the maker holds, and whether the conduit may move it. */
  itemBalance: bigint
  approved: boolean
  /** Offers: the maker's balance of the currency, and what the conduit may take of it. */
  currencyBalance: bigint
  allowance: bigint
}

export type OrderState = {
  status: OrderStatus
  statusReason: OrderStatusReason | null
  /** Units still to fill, and their price (an ERC-1155 order partly filled keeps the rest). */
  remaining: bigint
  remainingPrice: bigint
}

/**
 * The fillability rule (PRODUCT.md §6: only fillable orders are active). `counter` is the
 * order's; `now` the time to judge by (unix seconds). Final states first: filled, cancelled (by
 * itself or a counter increment), expired; then what would make a fill revert now.
 */
export function orderState(
  terms: Pick<OrderTerms, 'side' | 'amount' | 'price'>,
  order: { counter: bigint; startTime: bigint; endTime: bigint },
  facts: OrderFacts,
  now: bigint,
): OrderState {
  const left = facts.totalSize === 0n ? 1n : facts.totalSize - facts.totalFilled
  const size = facts.totalSize === 0n ? 1n : facts.totalSize
  const remaining = left > 0n ? (terms.amount * left) / size : 0n
  const remainingPrice = left > 0n ? (terms.price * left) / size : 0n
  const state = (status: OrderStatus, statusReason: OrderStatusReason | null = null): OrderState => ({
    status,
    statusReason,
    remaining,
    remainingPrice,
  })
  if (facts.totalSize > 0n && facts.totalFilled >= facts.totalSize) return state('filled')
  if (facts.isCancelled || facts.counter !== order.counter) return state('cancelled')
  if (order.endTime <= now) return state('expired')
  if (terms.side === 'listing') {
    if (facts.itemBalance < remaining) return state('inactive', 'notOwned')
    if (!facts.approved) return state('inactive', 'notApproved')
  } else {
    if (facts.currencyBalance < remainingPrice) return state('inactive', 'insufficientBalance')
    if (facts.allowance < remainingPrice) return state('inactive', 'insufficientAllowance')
  }
  if (order.startTime > now) return state('inactive', 'notStarted')
  return state('active')
}
