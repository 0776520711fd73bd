import type { MarketOrder } from '@vitrine/api'
import {
  checkOfferCurrency,
  checkPayments,
  isRefusal,
  orderState,
  orderTerms,
  type Refusal,
  readOrderFacts,
  toOrderComponents,
} from '@vitrine/market'
import type { Abi } from 'viem'
import { offerCurrencyOf } from '../orderBook/offerCurrency.ts'
import { answerOrOutage } from './answerOrOutage.ts'
import { fillProblem } from './fillProblem.ts'
import { royaltyOf } from './royaltyOf.ts'
import { TradeError } from './TradeError.ts'
import type { TradeSession } from './tradeSession.ts'

export type CheckedOrder = { order: MarketOrder; problem: TradeError | null; remainingPrice: bigint }

/** An order that pays in a token the market does not take, or pays anyone else than it should: never filled. */
const untrusted = (refusal: Refusal) =>
  new TradeError(
    'untrusted',
    refusal.refusal === 'unknownCurrency'
      ? 'This offer is paid in a token this marketplace does not take: it cannot be accepted here.'
      : "This order pays someone besides the seller, the creator's royalty and the marketplace fee, or pays them other than they are owed: it cannot be filled here.",
    { cause: new Error(refusal.message) },
  )

/**
 * Checks orders against the chain right now, by the order book's own rules, whatever the server
 * answered: what they pay (`checkPayments`: the market's currencies, the item's royalty at the
 * order's price and the fee, no one else) and what would make their fill fail (the fillability rule
 * the indexer follows). Each comes back with its problem in words, or none. `tokenId`: the token
 * a collection offer would be accepted for (its royalty is that token's).
 */
export async function checkFill(
  session: TradeSession,
  orders: MarketOrder[],
  tokenId?: string,
): Promise<CheckedOrder[]> {
  const now = (await session.chain.getBlock()).timestamp
  const read = (call: { address: `0x${string}`; abi: Abi; functionName: string; args: readonly unknown[] }) =>
    session.chain.readContract(call as never).catch(answerOrOutage)
  const market = {
    ...session.config,
    offerCurrencies: session.config.offerCurrencies.map((currency) => currency.address),
  }
  return Promise.all(
    orders.map(async (order) => {
      const cannot = (problem: TradeError) => ({ order, problem, remainingPrice: 0n })
      if (!order.parameters) return cannot(new TradeError('failed', 'This order is not one the marketplace can fill.'))
      const components = toOrderComponents(order.parameters as Parameters<typeof toOrderComponents>[0])
      const terms = orderTerms(components)
      if (isRefusal(terms)) return cannot(new TradeError('failed', 'This order is not one the marketplace can fill.'))
      const foreign = checkOfferCurrency(terms, market)
      if (foreign) return cannot(untrusted(foreign))
      const [facts, royalty] = await Promise.all([
        readOrderFacts(read, {
          terms,
          maker: components.offerer,
          orderHash: order.orderHash as `0x${string}`,
          seaport: session.config.seaport,
          conduit: session.config.conduit,
        }),
        royaltyOf(session, terms.address, terms.tokenId ?? BigInt(tokenId ?? 0), terms.price),
      ])
      const unpaid = checkPayments(terms, royalty, market)
      if (unpaid) return cannot(untrusted(unpaid))
      const state = orderState(terms, components, facts, now)
      const currency = offerCurrencyOf(session.config, terms.currency)
      return {
        order,
        problem: fillProblem(terms.side, state, currency?.symbol),
        remainingPrice: state.remainingPrice,
      }
    }),
  )
}
