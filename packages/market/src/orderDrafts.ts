import type { Standard } from '@vitrine/api'
import { type Address, zeroAddress, zeroHash } from 'viem'
import type { MarketTerms } from './checkOrderTerms.ts'
import { type ConsiderationItem, ItemType, type OrderComponents, OrderType } from './seaportTypes.ts'
import { splitPrice } from './splitPrice.ts'

/** One copy of a token to list or to ask for. */
export type DraftItem = { standard: Standard; address: Address; tokenId: bigint }

/** What every order of the book carries besides its items (the maker's counter, its times, a salt). */
export type DraftTerms = {
  offerer: Address
  startTime: bigint
  endTime: bigint
  salt: bigint
  counter: bigint
  market: Pick<MarketTerms, 'feeRecipient' | 'feeBps' | 'conduitKey'>
  /** The ERC-2981 royalty at the price (`royaltyInfo`); null when the item has none. */
  royalty: { receiver: Address; amount: bigint } | null
}

const nftItem = (item: DraftItem) => ({
  itemType: item.standard === 'ERC721' ? ItemType.ERC721 : ItemType.ERC1155,
  token: item.address,
  identifierOrCriteria: item.tokenId,
  startAmount: 1n,
  endAmount: 1n,
})

const payment = (token: Address, recipient: Address, amount: bigint): ConsiderationItem => ({
  itemType: token === zeroAddress ? ItemType.NATIVE : ItemType.ERC20,
  token,
  identifierOrCriteria: 0n,
  startAmount: amount,
  endAmount: amount,
  recipient,
})

const base = (terms: DraftTerms) => ({
  offerer: terms.offerer,
  zone: zeroAddress,
  orderType: OrderType.FULL_OPEN,
  startTime: terms.startTime,
  endTime: terms.endTime,
  zoneHash: zeroHash,
  salt: terms.salt,
  conduitKey: terms.market.conduitKey,
  counter: terms.counter,
})

/**
 * The Seaport order components of a fixed-price listing of one copy for `price` wei, all in: the
 * seller's proceeds first, then the royalty and the marketplace fee, in ETH (the shape `postOrder`
 * accepts; `splitPrice` shares the price).
 */
export function listingComponents(item: DraftItem, price: bigint, terms: DraftTerms): OrderComponents {
  const { proceeds, payments } = splitPrice(price, terms.royalty, terms.market)
  return {
    ...base(terms),
    offer: [nftItem(item)],
    consideration: [
      payment(zeroAddress, terms.offerer, proceeds),
      ...payments.map((p) => payment(zeroAddress, p.recipient, p.amount)),
    ],
  }
}

/**
 * An offer of `price` wei of `currency` (WETH) for one copy of the item: the item to the offerer
 * first, then the royalty and the marketplace fee in the same token.
 */
export function offerComponents(item: DraftItem, price: bigint, currency: Address, terms: DraftTerms): OrderComponents {
  const { payments } = splitPrice(price, terms.royalty, terms.market)
  return {
    ...base(terms),
    offer: [
      { itemType: ItemType.ERC20, token: currency, identifierOrCriteria: 0n, startAmount: price, endAmount: price },
    ],
    consideration: [
      { ...nftItem(item), recipient: terms.offerer },
      ...payments.map((p) => payment(currency, p.recipient, p.amount)),
    ],
  }
}
