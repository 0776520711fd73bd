import type { MarketOrder } from '@vitrine/api'
import type { PluginFunction } from '../moralisPlugins.ts'
import { pluginParams } from '../pluginParams.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import { getOrdersParams } from './openseaParams.ts'

const PAGE_SIZE = 20

/**
 * An order of our book in the shape of OpenSea's Seaport orders (its v2 orders API: `order_hash`,
 * `side`, `current_price`, `protocol_data`), which any Seaport client fills as is.
 */
export function toOpenseaOrder(order: MarketOrder, seaport: string) {
  return {
    order_hash: order.orderHash,
    side: order.side === 'listing' ? 'ask' : 'bid',
    order_type: order.kind === 'collectionOffer' ? 'criteria' : 'basic',
    current_price: order.price,
    payment_token: order.currency,
    maker: { address: order.maker.toLowerCase() },
    listing_time: Number(order.startTime),
    expiration_time: Number(order.endTime),
    status: order.status,
    source: order.source,
    protocol_address: seaport,
    protocol_data: { parameters: order.parameters, signature: order.signature },
  }
}

/**
 * `opensea_getOrders({ tokenAddress, tokenId, orderSide, page })`: the token's active orders of
 * our book, best price first, 20 a page; `orderSide` 1 is listings, 0 offers (OpenSea's sides).
 * Our `getOrders` pages by cursor: page n follows n − 1 cursors.
 */
export const getOrders =
  (deps: Pick<TradingPluginDeps, 'call' | 'market'>): PluginFunction =>
  async (params, _userId, request) => {
    const p = pluginParams(getOrdersParams, params)
    const query = {
      side: p.orderSide === 1 ? ('listing' as const) : ('offer' as const),
      address: p.tokenAddress,
      tokenId: p.tokenId,
      limit: PAGE_SIZE,
    }
    let page = await deps.call('getOrders', query, request)
    for (let n = 1; n < (p.page ?? 1); n++) {
      page = page.cursor
        ? await deps.call('getOrders', { ...query, cursor: page.cursor }, request)
        : { results: [], cursor: null }
    }
    const seaport = deps.market?.seaport ?? ''
    const orders = page.results.map((order) => toOpenseaOrder(order, seaport))
    return { data: { count: orders.length, next: page.cursor !== null, orders }, triggers: [] }
  }
