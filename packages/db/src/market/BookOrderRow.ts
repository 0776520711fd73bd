import type { LazyItem } from '@vitrine/api'
import type { OrderRow } from './OrderRow.ts'

/** An order as the order book reads it (amount and price already cut to what is left to fill). */
export type BookOrderRow = Pick<
  OrderRow,
  | 'order_hash'
  | 'seq'
  | 'side'
  | 'kind'
  | 'maker'
  | 'address'
  | 'token_id'
  | 'remaining'
  | 'unit_price'
  | 'currency'
  | 'start_time'
  | 'end_time'
  | 'status'
  | 'status_reason'
  | 'revived'
  | 'source'
  | 'parameters'
  | 'signature'
  | 'created_at'
> & {
  /** The price of what is left to fill. */
  remaining_price: string
  /** A lazy order's own item, as read from its voucher's URI (market.lazy_items); null otherwise or not read yet. */
  lazy_item: LazyItem | null
}

/** The columns of a BookOrderRow, of the orders named `o` (and the sort keys `unit_price_n`, `seq_n`). */
export const BOOK_ORDER_COLUMNS = `o.order_hash, o.seq::text AS seq, o.side, o.kind, o.maker, o.address, o.token_id::text AS token_id,
  o.remaining::text AS remaining, div(o.price * o.remaining, o.amount)::text AS remaining_price,
  o.unit_price::text AS unit_price, o.currency, o.start_time::text AS start_time, o.end_time::text AS end_time,
  o.status, o.status_reason, o.revived, o.source, o.parameters, o.signature, o.created_at,
  o.unit_price AS unit_price_n, o.seq AS seq_n,
  (SELECT jsonb_build_object('name', l.name, 'hasPicture', l.image IS NOT NULL) FROM market.lazy_items l
    WHERE o.kind = 'lazy' AND l.chain_id = o.chain_id AND l.order_hash = o.order_hash
      AND (l.status = 'ok' OR l.name IS NOT NULL OR l.image IS NOT NULL)) AS lazy_item`
