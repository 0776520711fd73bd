import type { LazyItem, MarketOrder, MintVoucherJson, OrderComponentsJson, OrderSummary } from '@vitrine/api'

/** An order as the queries read it (amount and price already cut to what is left to fill). */
export type OrderRow = {
  order_hash: string
  seq: string
  side: MarketOrder['side']
  kind: MarketOrder['kind']
  maker: string
  address: string
  token_id: string | null
  remaining: string
  remaining_price: string
  unit_price: string
  currency: string
  start_time: string
  end_time: string
  status: MarketOrder['status']
  status_reason: MarketOrder['statusReason']
  revived: boolean
  source: MarketOrder['source']
  /** A Seaport order's components, or a lazy order's mint voucher (kind `lazy`). */
  parameters: OrderComponentsJson | MintVoucherJson
  signature: string
  created_at: Date
  /** A lazy order's own item, as read from its voucher's URI (market.lazy_items); null otherwise or not read yet. */
  lazy_item: LazyItem | null
}

export const ORDER_COLUMNS = `o.order_hash, o.seq::text AS seq, o.side, o.kind, o.maker, o.address, o.token_id::text AS token_id,
  o.remaining::text AS remaining, div(o.price * o.remaining, o.amount)::text AS remaining_price,
  o.unit_price::text AS unit_price, o.currency, o.start_time::text AS start_time, o.end_time::text AS end_time,
  o.status, o.status_reason, o.revived, o.source, o.parameters, o.signature, o.created_at,
  o.unit_price AS unit_price_n, o.seq AS seq_n,
  (SELECT jsonb_build_object('name', l.name, 'hasPicture', l.image IS NOT NULL) FROM market.lazy_items l
    WHERE o.kind = 'lazy' AND l.chain_id = o.chain_id AND l.order_hash = o.order_hash
      AND (l.status = 'ok' OR l.name IS NOT NULL OR l.image IS NOT NULL)) AS lazy_item`

export function toOrder(row: OrderRow): MarketOrder {
  return {
    orderHash: row.order_hash,
    side: row.side,
    kind: row.kind,
    maker: row.maker,
    address: row.address,
    tokenId: row.token_id,
    amount: row.remaining,
    price: row.remaining_price,
    currency: row.currency,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    statusReason: row.status_reason,
    revived: row.revived,
    source: row.source,
    parameters: row.kind === 'lazy' ? null : (row.parameters as OrderComponentsJson),
    voucher: row.kind === 'lazy' ? (row.parameters as MintVoucherJson) : null,
    ...(row.kind === 'lazy' && { lazyItem: row.lazy_item }),
    signature: row.signature,
    createdAt: row.created_at.toISOString(),
  }
}

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    orderHash: row.order_hash,
    kind: row.kind,
    maker: row.maker,
    amount: row.remaining,
    price: row.remaining_price,
    currency: row.currency,
    endTime: row.end_time,
  }
}
