import { type OrderFacts, type OrderState, orderState } from '@vitrine/market'
import type { OrderToCheck } from './OrderToCheck.ts'

/** An order waiting for its start time, as read to judge it again (numbers as decimal strings). */
export type WaitingOrder = Pick<
  OrderToCheck,
  'side' | 'amount' | 'price' | 'counter' | 'start_time' | 'end_time' | 'facts'
>

const factsFromJson = (json: Record<string, unknown>): OrderFacts => ({
  isCancelled: json.isCancelled === true,
  totalFilled: BigInt(String(json.totalFilled ?? 0)),
  totalSize: BigInt(String(json.totalSize ?? 0)),
  counter: BigInt(String(json.counter ?? -1)),
  itemBalance: BigInt(String(json.itemBalance ?? 0)),
  approved: json.approved === true,
  currencyBalance: BigInt(String(json.currencyBalance ?? 0)),
  allowance: BigInt(String(json.allowance ?? 0)),
})

/** The state of an order whose start time has come (`now`, unix seconds), on the facts it was last read with. */
export function startedOrderState(row: WaitingOrder, now: bigint): OrderState {
  return orderState(
    { side: row.side, amount: BigInt(row.amount), price: BigInt(row.price) },
    { counter: BigInt(row.counter), startTime: BigInt(row.start_time), endTime: BigInt(row.end_time) },
    factsFromJson(row.facts),
    now,
  )
}
