import type { MarketOrder, MintVoucherJson, OrderComponentsJson } from '@vitrine/api'
import type { BookOrderRow } from '@vitrine/db'

/** An order of the book as the wire contract has it. */
export function toOrder(row: BookOrderRow): MarketOrder {
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
