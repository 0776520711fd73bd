import { NATIVE_CURRENCY, type OrderKind, type OrderSide, type Standard } from '@vitrine/api'
import type { Address } from 'viem'
import { type Refusal, refuse } from './Refusal.ts'
import { type ConsiderationItem, ItemType, type OfferItem, type OrderComponents, OrderType } from './seaportTypes.ts'

/** What an order trades, read from its components. */
export type OrderTerms = {
  kind: OrderKind
  side: OrderSide
  standard: Standard
  /** The collection. */
  address: Address
  /** Null for a collection offer. */
  tokenId: bigint | null
  amount: bigint
  /** All in: what the buyer pays (listing) or the offerer pays (offer), in `currency`. */
  price: bigint
  /** The zero address for ETH. */
  currency: Address
  /** Currency each recipient gets from the order, the seller's proceeds included (for royalty and fee checks). */
  received: Map<Address, bigint>
  /**
   * Currency each recipient gets from the items after the item itself (a listing: after the
   * seller's proceeds; an offer: after the NFT to the offerer): only the royalty receiver and the
   * fee recipient may be among them, each for no more than it is owed (`checkPayments`).
   */
  payees: Map<Address, bigint>
}

const isNft = (item: OfferItem) => item.itemType === ItemType.ERC721 || item.itemType === ItemType.ERC1155
const isCriteria = (item: OfferItem) =>
  item.itemType === ItemType.ERC721_WITH_CRITERIA || item.itemType === ItemType.ERC1155_WITH_CRITERIA
const standardOf = (item: OfferItem) =>
  item.itemType === ItemType.ERC721 || item.itemType === ItemType.ERC721_WITH_CRITERIA ? 'ERC721' : 'ERC1155'

const unknown = (why: string) =>
  refuse(
    'unknownShape',
    `The order is not a listing, an offer on a token or a collection offer as this marketplace makes them: ${why}.`,
  )

/** Currency items paid to each recipient; null when they are not all `currency` of the one type. */
function payments(items: ConsiderationItem[], itemType: number, currency: Address) {
  const received = new Map<Address, bigint>()
  for (const item of items) {
    if (item.itemType !== itemType || item.token !== currency || item.identifierOrCriteria !== 0n) return null
    received.set(item.recipient, (received.get(item.recipient) ?? 0n) + item.startAmount)
  }
  return received
}

/**
 * The kind, item, amount, price and currency of an order, or why it is none of the kinds
 * (PRODUCT.md §6): a listing (one NFT for ETH: the seller's proceeds first, then royalty and fee),
 * an offer on a token (ERC-20 for one NFT: the NFT to the offerer first, then royalty and fee in
 * the same ERC-20), a collection offer (the same with a criteria item for any token). Fixed
 * prices only (no auctions); partial fills only for ERC-1155; no restricted or contract orders.
 */
export function orderTerms(order: OrderComponents): OrderTerms | Refusal {
  const items = [...order.offer, ...order.consideration]
  if (items.some((item) => item.startAmount !== item.endAmount)) return unknown('amounts must not change over time')
  if (items.some((item) => item.startAmount === 0n)) return unknown('every item must have an amount')
  if (order.orderType !== OrderType.FULL_OPEN && order.orderType !== OrderType.PARTIAL_OPEN)
    return unknown('the order type must be full or partial open')
  if (order.offer.length !== 1) return unknown('it must offer exactly one item')
  const [offered] = order.offer as [OfferItem]
  const [first, ...rest] = order.consideration as [ConsiderationItem, ...ConsiderationItem[]]
  let terms: Omit<OrderTerms, 'received' | 'payees'> & {
    received: Map<Address, bigint> | null
    payees: Map<Address, bigint> | null
  }

  if (isNft(offered)) {
    if (first.recipient !== order.offerer) return unknown("a listing's first consideration must be the seller's")
    terms = {
      kind: 'listing',
      side: 'listing',
      standard: standardOf(offered),
      address: offered.token,
      tokenId: offered.identifierOrCriteria,
      amount: offered.startAmount,
      price: order.consideration.reduce((sum, item) => sum + item.startAmount, 0n),
      currency: NATIVE_CURRENCY,
      received: payments(order.consideration, ItemType.NATIVE, NATIVE_CURRENCY),
      payees: payments(rest, ItemType.NATIVE, NATIVE_CURRENCY),
    }
    if (!terms.received) return unknown('a listing must be paid in ETH only')
  } else if (offered.itemType === ItemType.ERC20 && offered.identifierOrCriteria === 0n) {
    if (first.recipient !== order.offerer)
      return unknown("an offer's first consideration must be the item, to the offerer")
    if (isCriteria(first) && first.identifierOrCriteria !== 0n)
      return unknown('a collection offer must take any token (criteria 0)')
    if (!isNft(first) && !isCriteria(first)) return unknown('an offer must ask for an NFT')
    terms = {
      kind: isCriteria(first) ? 'collectionOffer' : 'offer',
      side: 'offer',
      standard: standardOf(first),
      address: first.token,
      tokenId: isCriteria(first) ? null : first.identifierOrCriteria,
      amount: first.startAmount,
      price: offered.startAmount,
      currency: offered.token,
      received: payments(rest, ItemType.ERC20, offered.token),
      payees: payments(rest, ItemType.ERC20, offered.token),
    }
    if (!terms.received) return unknown("an offer's royalty and fee must be paid in the offered currency")
  } else {
    return unknown('it must offer one NFT (a listing) or one ERC-20 amount (an offer)')
  }
  if (terms.standard === 'ERC721' && terms.amount !== 1n) return unknown('an ERC-721 item has an amount of 1')
  if (terms.standard === 'ERC721' && order.orderType === OrderType.PARTIAL_OPEN)
    return unknown('an ERC-721 order cannot be partly filled')
  return terms as OrderTerms
}

/** True when `value` is the refusal branch of a check. */
export const isRefusal = (value: object): value is Refusal => 'refusal' in value
