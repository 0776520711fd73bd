/**
 * The marketplace's domain words (PRODUCT.md §6), defined once: the server stores and answers
 * them, the indexer writes them, the SDK and the site read them.
 */

import { TradingSource } from './tradingSource.ts'

export const TRADING_SOURCES = Object.values(TradingSource) as [TradingSource, ...TradingSource[]]

/** Which side of a trade the maker is on: selling an item (`listing`) or buying one (`offer`). */
export const ORDER_SIDES = ['listing', 'offer'] as const
export type OrderSide = (typeof ORDER_SIDES)[number]

/**
 * The shapes an order may take: a `listing` (an item for ETH), an `offer` on one token (WETH for
 * that item), a `collectionOffer` (WETH for any token of a collection: a criteria item), a `lazy`
 * listing (the `rarible` source: a signed mint voucher for an item not minted yet, side `listing`).
 */
export const ORDER_KINDS = ['listing', 'offer', 'collectionOffer', 'lazy'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/**
 * `active`: fillable on the chain right now (the API shows no other as active). `inactive`: open,
 * but not fillable now (see the reason); it becomes active again when the reason goes.
 * `filled`, `cancelled` and `expired` are final.
 */
export const ORDER_STATUSES = ['active', 'inactive', 'filled', 'cancelled', 'expired'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Why an open order is `inactive`; the first that holds is given. */
export const ORDER_STATUS_REASONS = [
  /** A listing's maker no longer holds the item (or not the amount still to sell). */
  'notOwned',
  /** A listing's maker has not approved the conduit for the collection (or revoked it). */
  'notApproved',
  /** An offer's maker holds less WETH than the price. */
  'insufficientBalance',
  /** An offer's maker allows the conduit less WETH than the price. */
  'insufficientAllowance',
  /** `startTime` is still ahead (at most 10 minutes, as postOrder accepts). */
  'notStarted',
  /**
   * A lazy listing's item copies an existing token's: its token URI, or its metadata document by
   * content, is that of a minted token or of a lazy listing of another token posted before it
   * (found after posting: the document changed, or the other token was indexed since). It becomes
   * active again if a refresh finds a document of its own.
   */
  'duplicateItem',
] as const
export type OrderStatusReason = (typeof ORDER_STATUS_REASONS)[number]

/** The currency of ETH-priced orders (Seaport's native item). */
export const NATIVE_CURRENCY = '0x0000000000000000000000000000000000000000'
