import type { MarketOrder } from '@vitrine/api'
import { fillListings } from './fillOrders.ts'
import { redeemLazy } from './redeemLazy.ts'
import type { TradeContext, TradeSession } from './tradeSession.ts'

/** Buys listings: a lazy listing alone, by its redeem; Seaport listings in one fulfilment. */
export function buyListings(session: TradeSession, context: TradeContext, orders: MarketOrder[]) {
  const [lazy] = orders.filter((order) => order.kind === 'lazy')
  return lazy ? redeemLazy(session, context, lazy) : fillListings(session, context, orders)
}
