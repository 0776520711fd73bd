/**
 * The trading actions. This module, seaport-js and ethers load only when an action starts
 * (`useTrade` imports it dynamically): none of it is in a page's first-load bundle.
 */
import { buyListings } from './buyListings.ts'
import { seaportOrder, takeOffer } from './fillOrders.ts'
import { list, makeOffer, wrap } from './makeOrders.ts'
import { swapThenBuy } from './swapThenBuy.ts'
import { indexed, mined, openTradeSession, send, type TradeContext, type TradeSession } from './tradeSession.ts'
import type { TradeAction } from './tradeSteps.ts'

/** A transaction with nothing to check first (cancels): confirm → mined → indexed. */
async function transactThenIndex(
  session: TradeSession,
  context: TradeContext,
  transact: () => Promise<{ hash: string }>,
) {
  context.step('confirm', 'active')
  const hash = await send(transact)
  context.step('mined', 'active')
  const block = await mined(session, hash)
  context.step('indexed', 'active')
  await indexed(context.client, block)
  return { hash }
}

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
      return transactThenIndex(session, context, () =>
        session.seaport
          .cancelOrders(
            action.orders.map((o) => seaportOrder(o).parameters),
            session.account,
          )
          .transact(),
      )
    case 'cancelAll':
      return transactThenIndex(session, context, () => session.seaport.bulkCancelOrders(session.account).transact())
    case 'wrap': {
      context.step('confirm', 'active')
      const block = await wrap(session, action.amount, () => context.step('mined', 'active'))
      return { block }
    }
  }
}
