import type { OrderSide } from '@vitrine/api'
import type { OrderState } from '@vitrine/market'
import { formatEther } from 'viem'
import { TradeError } from './TradeError.ts'

const eth = (wei: bigint) => `${formatEther(wei)} ETH`

/** Why an order the chain does not call active cannot be filled, in words (an offer's currency by its `symbol`); null when it can. */
export function fillProblem(side: OrderSide, state: OrderState, symbol = 'WETH'): TradeError | null {
  const listing = side === 'listing'
  switch (state.status) {
    case 'active':
      return null
    case 'filled':
      return new TradeError('sold', listing ? 'It has sold already.' : 'This offer has been accepted already.')
    case 'cancelled':
      return new TradeError(
        'cancelled',
        listing ? 'The seller cancelled this listing.' : 'The buyer cancelled this offer.',
      )
    case 'expired':
      return new TradeError('expired', listing ? 'This listing has expired.' : 'This offer has expired.')
  }
  switch (state.statusReason) {
    case 'notOwned':
      return new TradeError('notOwned', 'The seller no longer owns it.')
    case 'notApproved':
      return new TradeError('notApproved', 'The seller no longer lets the marketplace transfer it.')
    case 'insufficientBalance':
      return new TradeError(
        'offerNotBacked',
        `This offer is no longer backed: the buyer's ${symbol} is below its price.`,
      )
    case 'insufficientAllowance':
      return new TradeError(
        'offerNotBacked',
        `This offer is no longer backed: the buyer no longer lets the marketplace take its ${symbol}.`,
      )
    case 'notStarted':
      return new TradeError(
        'notStarted',
        listing ? 'This listing has not started yet.' : 'This offer has not started yet.',
      )
    default:
      return new TradeError('failed', 'This order cannot be filled now.')
  }
}

/** A buyer short of ETH: how much is needed and how much there is. */
export function notEnoughEth(need: bigint, have: bigint): TradeError {
  return new TradeError('insufficientFunds', `Not enough ETH: you need ${eth(need)}, you have ${eth(have)}.`)
}
