/**
 * The trading actions. This module, seaport-js and ethers load only when an action starts
 * (`useTrade` imports it dynamically): none of it is in a page's first-load bundle.
 */
import { buyListings } from './buyListings.ts'
import { cancelAllOrders, cancelOrders } from './cancelOrders.ts'
import { takeOffer } from './fillOrders.ts'
import { list, makeOffer, wrap } from './makeOrders.ts'
import { swapThenBuy } from './swapThenBuy.ts'
import { openTradeSession, type TradeContext } from './tradeSession.ts'
import type { TradeAction } from './tradeSteps.ts'

/** Runs one trading action, reporting each step through `context.step`. */
export async function runTrade(context: TradeContext, action: TradeAction): Promise<unknown> {
  const session = await openTradeSession(context)
  switch (action.type) {
    case 'list':
      return list(session, context, action)
    case 'offer':
    case 'collectionOffer':
      return makeOffer(session, context, action)
    case 'buy':
      return buyListings(session, context, action.orders)
    case 'swapBuy':
      return swapThenBuy(session, context, action)
    case 'acceptOffer':
      return takeOffer(session, context, action.order, action.tokenId)
    case 'cancel':
      return cancelOrders(session, context, action.orders)
    case 'cancelAll':
      return cancelAllOrders(session, context)
    case 'wrap': {
      context.step('confirm', 'active')
      const block = await wrap(session, action.amount, () => context.step('mined', 'active'))
      return { block }
    }
  }
}
