import type { MarketOrder } from '@vitrine/api'
import { isRefusal, orderState, orderTerms, readOrderFacts, toOrderComponents } from '@vitrine/market'
import type { Abi } from 'viem'
import { answerOrOutage } from './answerOrOutage.ts'
import { fillProblem } from './fillProblem.ts'
import { TradeError } from './TradeError.ts'
import type { TradeSession } from './tradeSession.ts'

export type CheckedOrder = { order: MarketOrder; problem: TradeError | null; remainingPrice: bigint }

/**
 * Checks orders against the chain right now (the rule the indexer follows): each comes back
 * with what would make its fill fail, in words, or none.
 */
export async function checkFill(session: TradeSession, orders: MarketOrder[]): Promise<CheckedOrder[]> {
  const now = (await session.chain.getBlock()).timestamp
  const read = (call: { address: `0x${string}`; abi: Abi; functionName: string; args: readonly unknown[] }) =>
    session.chain.readContract(call as never).catch(answerOrOutage)
  return Promise.all(
    orders.map(async (order) => {
      const components = toOrderComponents(order.parameters as Parameters<typeof toOrderComponents>[0])
      const terms = orderTerms(components)
      if (isRefusal(terms))
        return {
          order,
          problem: new TradeError('failed', 'This order is not one the marketplace can fill.'),
          remainingPrice: 0n,
        }
      const facts = await readOrderFacts(read, {
        terms,
        maker: components.offerer,
        orderHash: order.orderHash as `0x${string}`,
        seaport: session.config.seaport,
        conduit: session.config.conduit,
      })
      const state = orderState(terms, components, facts, now)
      return { order, problem: fillProblem(terms.side, state), remainingPrice: state.remainingPrice }
    }),
  )
}
