import type { OrderRow } from './OrderRow.ts'

/** An order to store: its row's columns as written (`facts` and `parameters` as JSON text). */
export type NewOrder = Pick<
  OrderRow,
  | 'order_hash'
  | 'side'
  | 'kind'
  | 'standard'
  | 'maker'
  | 'address'
  | 'token_id'
  | 'amount'
  | 'price'
  | 'remaining'
  | 'currency'
  | 'start_time'
  | 'end_time'
  | 'counter'
  | 'seaport'
  | 'conduit'
  | 'status'
  | 'status_reason'
  | 'facts_block'
  | 'source'
  | 'signature'
> & { facts: string; parameters: string }
