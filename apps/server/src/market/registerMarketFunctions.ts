import {
  type FillTransaction,
  type GetRaribleListingsResult,
  getFillTransactionParamsSchema,
  getOrderParamsSchema,
  getOrdersParamsSchema,
  getRaribleCollectionListingsParamsSchema,
  getRaribleListingsParamsSchema,
  type MarketConfig as MarketConfigResult,
  type MintVoucherJson,
} from '@vitrine/api'
import { describeSources, redeemTransaction, type TradingSourceAdapter, toMintVoucher } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, getAddress, type Hex, zeroAddress } from 'viem'
import type { MarketConfig } from '../config.ts'
import type { PageCursor } from '../nft/pageCursor.ts'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import type { LazyItems } from './createLazyItems.ts'
import { marketOffError } from './marketErrors.ts'
import { createOfferCurrencyNames } from './offerCurrencyNames.ts'
import type { OrderBookLink } from './orderBookLink.ts'
import type { OrderStore } from './orderStore.ts'
import { postLazyOrder } from './postLazyOrder.ts'
import type { RaribleApi } from './sources/raribleApi.ts'
import { toOrder } from './toOrder.ts'
import { parsePostOrder, validateOrder } from './validateOrder.ts'

type ParseStatic = typeof import('parse/node')

export type MarketFunctionDeps = {
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
  /** Rarible's order API (read-only); null when RARIBLE_API_URL and RARIBLE_API_KEY are not set. */
  raribleApi: RaribleApi | null
  /** Another worker keeps the order book: postOrder is handed to it (see orderBookLink.ts). */
  orderBook: OrderBookLink | null
}

const invalid = (error: { issues: { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0]
  return new Parse.Error(
    Parse.Error.INVALID_VALUE,
    `${issue?.path.length ? issue.path.join('.') : 'the parameters'} ${issue?.message ?? 'are not valid'}.`,
  )
}

/** The order book (PRODUCT.md §6): getMarketConfig, postOrder, getOrder, getOrders. */
export function registerMarketFunctions(Parse: ParseStatic, deps: MarketFunctionDeps) {
  const { store, cursor, chainId } = deps
  const offerCurrencies = createOfferCurrencyNames(deps.reads, deps.market?.offerCurrencies ?? [])

  Parse.Cloud.define('getMarketConfig', async (): Promise<MarketConfigResult> => {
    if (!deps.market) throw marketOffError()
    const { seaport, conduitKey, conduit, weth, feeRecipient, feeBps } = deps.market
    return {
      chainId,
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
  })

  Parse.Cloud.define('postOrder', async (request) => {
    if (deps.orderBook) return deps.orderBook.post(request.params)
    const market = deps.market
    if (!market) throw marketOffError()
    if ((request.params as { kind?: unknown } | undefined)?.kind === 'lazy')
      return postLazyOrder(
        { store, reads: deps.reads, chainId, collectionFactory: deps.collectionFactory, lazyItems: deps.lazyItems },
        request.params,
      )
    const { parameters, signature } = parsePostOrder(request.params)
    const order = await validateOrder(
      { reads: deps.reads, chainId, market, someTokenOf: (address) => store.someTokenOf(address) },
      parameters,
      signature as Hex,
    )
    await store.insert(order, signature.toLowerCase(), market)
    return { orderHash: order.orderHash }
  })

  Parse.Cloud.define('getOrder', async (request) => {
    const parsed = getOrderParamsSchema.safeParse(request.params ?? {})
    if (!parsed.success) throw invalid(parsed.error)
    const row = await store.get(parsed.data.orderHash.toLowerCase())
    if (!row)
      throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No order ${parsed.data.orderHash} is in the order book.`)
    return toOrder(row)
  })

  // Any client can fill a lazy order with this one transaction (a Seaport order is filled through seaport-js).
  Parse.Cloud.define('getFillTransaction', async (request): Promise<FillTransaction> => {
    const parsed = getFillTransactionParamsSchema.safeParse(request.params ?? {})
    if (!parsed.success) throw invalid(parsed.error)
    const row = await store.get(parsed.data.orderHash.toLowerCase())
    if (!row)
      throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No order ${parsed.data.orderHash} is in the order book.`)
    if (row.kind !== 'lazy')
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        'This is a Seaport order: fill it with seaport-js (getOrder answers its parameters and signature).',
      )
    if (row.status !== 'active')
      throw new Parse.Error(Parse.Error.INVALID_VALUE, `This order is ${row.status}: it cannot be filled.`)
    if (getAddress(parsed.data.taker) === getAddress(row.maker))
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        'The taker is the maker: a creator does not buy their own voucher.',
      )
    const tx = redeemTransaction(toMintVoucher(row.parameters as MintVoucherJson), row.signature as Hex)
    return { to: tx.to, data: tx.data, value: tx.value.toString() }
  })

  // Rarible's own listings of a token (read-only, bought there): an outage is "try again", never "none".
  Parse.Cloud.define('getRaribleListings', async (request): Promise<GetRaribleListingsResult> => {
    const parsed = getRaribleListingsParamsSchema.safeParse(request.params ?? {})
    if (!parsed.success) throw invalid(parsed.error)
    if (!deps.raribleApi) return { enabled: false, results: [] }
    try {
      const results = await deps.raribleApi.listingsOf(getAddress(parsed.data.address), parsed.data.tokenId)
      return { enabled: true, results }
    } catch (error) {
      throw temporarilyUnavailable("Reading Rarible's listings", error)
    }
  })

  // The same, of every token of a collection (its page): Rarible's first 20, latest first.
  Parse.Cloud.define('getRaribleCollectionListings', async (request): Promise<GetRaribleListingsResult> => {
    const parsed = getRaribleCollectionListingsParamsSchema.safeParse(request.params ?? {})
    if (!parsed.success) throw invalid(parsed.error)
    if (!deps.raribleApi) return { enabled: false, results: [] }
    try {
      return { enabled: true, results: await deps.raribleApi.collectionListingsOf(getAddress(parsed.data.address)) }
    } catch (error) {
      throw temporarilyUnavailable("Reading Rarible's listings", error)
    }
  })

  Parse.Cloud.define('getOrders', async (request) => {
    const parsed = getOrdersParamsSchema.safeParse(request.params ?? {})
    if (!parsed.success) throw invalid(parsed.error)
    const p = parsed.data
    if (p.tokenId != null && p.address == null)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'tokenId needs the address of its collection.')
    if (p.traits && p.kind !== 'lazy')
      throw new Parse.Error(Parse.Error.INVALID_VALUE, "traits filter lazy listings only: pass kind 'lazy' with them.")
    const sort = p.sort ?? 'price'
    const statuses =
      p.status == null ? ['active' as const] : Array.isArray(p.status) ? [...new Set(p.status)] : [p.status]
    const limit = p.limit ?? 20
    const scope = `orders:${p.side}:${sort}`
    const values = cursor.decode(p.cursor ?? null, sort === 'newest' ? 2 : 3)
    if (values && values[0] !== scope)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'cursor belongs to another query or sort.')
    const rows = await store.page(
      {
        side: p.side,
        address: p.address == null ? null : getAddress(p.address),
        tokenId: p.tokenId ?? null,
        maker: p.maker == null ? null : getAddress(p.maker),
        owner: p.owner == null ? null : getAddress(p.owner),
        kind: p.kind ?? null,
        traits: p.traits && Object.keys(p.traits).length > 0 ? p.traits : null,
        statuses,
        sort,
      },
      values?.slice(1) ?? null,
      limit + 1,
    )
    const shown = rows.slice(0, limit)
    const last = shown[shown.length - 1]
    return {
      results: shown.map(toOrder),
      cursor:
        rows.length > limit && last
          ? cursor.encode(sort === 'newest' ? [scope, last.seq] : [scope, last.unit_price, last.order_hash])
          : null,
    }
  })
}
