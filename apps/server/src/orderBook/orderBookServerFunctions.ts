import type { PostOrderResult } from '@vitrine/api'
import { describeSources, type TradingSourceAdapter } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, type Hex, zeroAddress } from 'viem'
import { ofAnyCollection, ofOneCollection } from '../cache/cachePolicy.ts'
import type { MarketConfig } from '../config.ts'
import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import type { PageCursor } from '../nft/pageCursor.ts'
import type { LazyItems } from '../sources/rarible/createLazyItems.ts'
import { postLazyOrder } from '../sources/rarible/postLazyOrder.ts'
import { getFillTransaction } from './getFillTransaction.ts'
import { getOrders } from './getOrders.ts'
import { marketOffError } from './marketErrors.ts'
import { createOfferCurrencyNames } from './offerCurrencyNames.ts'
import type { OrderBookLink } from './orderBookLink.ts'
import type { OrderStore } from './orderStore.ts'
import { toOrder } from './toOrder.ts'
import { parsePostOrder, validateOrder } from './validateOrder.ts'

export type OrderBookFunctionDeps = {
  store: OrderStore
  reads: ChainReads
  chainId: number
  market: MarketConfig | null
  cursor: PageCursor
  /** The four trading sources (`sources/createTradingSources.ts`). */
  sources: readonly TradingSourceAdapter[]
  /** The factory whose collections take lazy-mint vouchers (the `rarible` source); null: lazy orders are off. */
  collectionFactory: Address | null
  /** Lazy listings' items: read, checked for copies, stored (createLazyItems.ts). */
  lazyItems: LazyItems
  /** Another worker keeps the order book: postOrder is handed to it (see orderBookLink.ts). */
  orderBook: OrderBookLink | null
}

const publicOrders = { who: 'anyone', why: 'public orders, as any marketplace shows them' } as const

/**
 * The order book (PRODUCT.md §6): orders are public; a signed order is its own authority.
 * getOrder, getOrders are kept a few seconds: every status an order moves to is notified (indexed
 * block, new order, expiry, reorg). The reads and postOrder (called on every listing and offer)
 * take the fast path.
 */
export const orderBookServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getMarketConfig',
    access: { who: 'anyone', why: "where orders go and what they pay: the marketplace's public terms" },
    handler: ({ market: deps }) => {
      const offerCurrencies = createOfferCurrencyNames(deps.reads, deps.market?.offerCurrencies ?? [])
      return async () => {
        if (!deps.market) throw marketOffError()
        const { seaport, conduitKey, conduit, weth, feeRecipient, feeBps } = deps.market
        return {
          chainId: deps.chainId,
          seaport,
          conduitKey,
          conduit,
          weth,
          offerCurrencies: await offerCurrencies(),
          feeRecipient,
          feeBps,
          zone: zeroAddress,
          sources: describeSources(deps.sources),
        }
      }
    },
  }),
  defineServerFunction({
    name: 'postOrder',
    access: {
      who: 'anyone',
      why: "a signed order: the offerer's signature, checked against the chain, is the authority",
    },
    fast: true,
    handler:
      ({ market: deps }) =>
      async (params) => {
        // The keeping worker runs this same definition: its answer is postOrder's.
        if (deps.orderBook) return deps.orderBook.post(params) as Promise<PostOrderResult>
        const { store, chainId } = deps
        const market = deps.market
        if (!market) throw marketOffError()
        if ((params as { kind?: unknown }).kind === 'lazy')
          return postLazyOrder(
            { store, reads: deps.reads, chainId, collectionFactory: deps.collectionFactory, lazyItems: deps.lazyItems },
            params,
          )
        const { parameters, signature } = parsePostOrder(params)
        const order = await validateOrder(
          { reads: deps.reads, chainId, market, someTokenOf: (address) => store.someTokenOf(address) },
          parameters,
          signature as Hex,
        )
        await store.insert(order, signature.toLowerCase(), market)
        return { orderHash: order.orderHash }
      },
  }),
  defineServerFunction({
    name: 'getOrder',
    access: publicOrders,
    cache: ofAnyCollection,
    fast: true,
    handler:
      ({ market: { store } }) =>
      async ({ orderHash }) => {
        const row = await store.get(orderHash.toLowerCase())
        if (!row) throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No order ${orderHash} is in the order book.`)
        return toOrder(row)
      },
  }),
  defineServerFunction({
    name: 'getOrders',
    access: publicOrders,
    // Of a collection or a token of it (`address`), or a maker's or an owner's (any collection).
    cache: ofOneCollection,
    fast: true,
    handler: ({ market: { store, cursor } }) => getOrders(store, cursor),
  }),
  // Any client can fill a lazy order with this one transaction (a Seaport order is filled through seaport-js).
  defineServerFunction({
    name: 'getFillTransaction',
    access: { who: 'anyone', why: "a public order's fill transaction: the taker's wallet signs it" },
    handler: ({ market: { store } }) => getFillTransaction(store),
  }),
]
