import type {
  MintVoucherJson,
  OrderComponentsJson,
  OrderKind,
  OrderSide,
  OrderStatus,
  OrderStatusReason,
  Standard,
  TradingSource,
} from '@vitrine/api'

/**
 * A row of `market.orders` as read (numbers as decimal strings): the table's one row type. A
 * query reads the columns it needs (`Pick`), with what it derives beside them.
 */
export type OrderRow = {
  chain_id: number
  order_hash: string
  /** Arrival order: newest-first pages. */
  seq: string
  side: OrderSide
  kind: OrderKind
  standard: Standard
  maker: string
  address: string
  /** Null for a collection offer. */
  token_id: string | null
  amount: string
  price: string
  unit_price: string
  /** Units still to fill. */
  remaining: string
  currency: string
  start_time: string
  end_time: string
  counter: string
  seaport: string
  conduit: string
  status: OrderStatus
  status_reason: OrderStatusReason | null
  revived: boolean
  /** What the status was judged on (OrderFacts, numbers as strings), read at `facts_block`. */
  facts: Record<string, unknown>
  facts_block: string
  pending_check: boolean
  source: TradingSource
  /** A Seaport order's components, or a lazy order's mint voucher (kind `lazy`). */
  parameters: OrderComponentsJson | MintVoucherJson
  signature: string
  created_at: Date
  updated_at: Date
}
