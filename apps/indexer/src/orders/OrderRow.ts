import type { OrderKind, OrderSide, OrderStatus, OrderStatusReason, Standard } from '@vitrine/api'

/** What the indexer reads of an order to check it against the chain. */
export type OrderRow = {
  order_hash: string
  side: OrderSide
  kind: OrderKind
  standard: Standard
  maker: string
  address: string
  token_id: string | null
  amount: string
  price: string
  currency: string
  start_time: string
  end_time: string
  counter: string
  seaport: string
  conduit: string
  status: OrderStatus
  status_reason: OrderStatusReason | null
  revived: boolean
  remaining: string
  facts: Record<string, unknown>
  facts_block: string
  pending_check: boolean
  /** A lazy order whose item copies an existing one (market.lazy_items.copy_of): no fact of the chain. */
  duplicate_item: boolean
}

export const ORDER_ROW_COLUMNS = `o.order_hash, o.side, o.kind, o.standard, o.maker, o.address, o.token_id::text AS token_id,
  o.amount::text AS amount, o.price::text AS price, o.currency, o.start_time::text AS start_time,
  o.end_time::text AS end_time, o.counter::text AS counter, o.seaport, o.conduit, o.status, o.status_reason, o.revived,
  o.remaining::text AS remaining, o.facts, o.facts_block::text AS facts_block, o.pending_check,
  CASE WHEN o.kind = 'lazy' THEN EXISTS (SELECT 1 FROM market.lazy_items l
    WHERE l.chain_id = o.chain_id AND l.order_hash = o.order_hash AND l.copy_of IS NOT NULL) ELSE false END AS duplicate_item`
