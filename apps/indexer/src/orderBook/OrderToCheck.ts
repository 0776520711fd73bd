import type { OrderRow } from '@vitrine/db'

/** What the indexer reads of an order (a row of market.orders) to check it against the chain. */
export type OrderToCheck = Pick<
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
  | 'currency'
  | 'start_time'
  | 'end_time'
  | 'counter'
  | 'seaport'
  | 'conduit'
  | 'status'
  | 'status_reason'
  | 'revived'
  | 'remaining'
  | 'facts'
  | 'facts_block'
  | 'pending_check'
> & {
  /** A lazy order whose item copies an existing one (market.lazy_items.copy_of): no fact of the chain. */
  duplicate_item: boolean
}
