import { type FillTransaction, getFillTransactionParamsSchema, type PostLazyOrderParams } from '../lazyOrder.ts'
import {
  type GetOrdersResult,
  getOrderParamsSchema,
  getOrdersParamsSchema,
  type MarketConfig,
  type MarketOrder,
  type PostOrderParams,
  type PostOrderResult,
} from '../marketOrder.ts'
import {
  type GetRaribleListingsResult,
  getRaribleCollectionListingsParamsSchema,
  getRaribleListingsParamsSchema,
} from '../raribleListings.ts'
import { looseParams, typedResult } from '../schemas/looseParams.ts'

/** The order book (PRODUCT.md §6) and the `rarible` source's reads of Rarible's own listings. */
export const marketFunctions = {
  /** Where orders go and what they pay: the marketplace's public terms. */
  getMarketConfig: { params: looseParams<Record<string, never>>(), result: typedResult<MarketConfig>() },
  /**
   * A signed Seaport order, or a lazy-mint voucher (`kind: 'lazy'`). Checked by the order book
   * itself (validateOrder, postLazyOrder): its refusals name what is wrong with the order.
   */
  postOrder: { params: looseParams<PostOrderParams | PostLazyOrderParams>(), result: typedResult<PostOrderResult>() },
  /** One order by its hash (orderSchema's wire form), in any status. Unknown: not found (101). */
  getOrder: { params: getOrderParamsSchema, result: typedResult<MarketOrder>() },
  /** A page of orders, best price first or newest first. */
  getOrders: {
    params: getOrdersParamsSchema,
    result: typedResult<GetOrdersResult>(),
  },
  /** The one transaction that fills a lazy order, for any client to send. */
  getFillTransaction: { params: getFillTransactionParamsSchema, result: typedResult<FillTransaction>() },
  /** Rarible's own listings of a token (read-only; bought there). */
  getRaribleListings: { params: getRaribleListingsParamsSchema, result: typedResult<GetRaribleListingsResult>() },
  /** Rarible's listings of a collection's tokens: its first 20, latest first. */
  getRaribleCollectionListings: {
    params: getRaribleCollectionListingsParamsSchema,
    result: typedResult<GetRaribleListingsResult>(),
  },
} as const
