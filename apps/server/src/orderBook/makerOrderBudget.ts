import { overBudget } from '../http/overBudget.ts'

/** Seconds a maker at the cap is told to wait: one of their orders may be filled or expire meanwhile. */
const MAKER_FULL_RETRY_SECONDS = 60

/** An order past its maker's cap of open orders: 429, nothing stored. */
export const makerOrdersFull = (cap: number) =>
  overBudget(
    `This wallet has ${cap} open orders in the order book, the most one wallet may have. Cancel one, or wait until one is filled or expires, then post again.`,
    MAKER_FULL_RETRY_SECONDS,
  )
