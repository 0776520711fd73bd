import type { Address, RecordedActivityType, TradingSource } from '@vitrine/api'

/** An item of `nft.activity` as read (`ACTIVITY_COLUMNS` of alias `a`). */
export type ActivityRow = {
  type: RecordedActivityType | 'list' | 'offer'
  address: Address
  token_id: string | null
  from_address: Address | null
  to_address: Address | null
  amount: string | null
  price: string | null
  currency: Address | null
  source: TradingSource | null
  /** Null for an off-chain item (an order posted). */
  tx_hash: string | null
  block_number: string
  log_index: number
  batch_index: number
  block_time: Date | null
}

/** The columns of an {@link ActivityRow}, of `nft.activity a`. */
export const ACTIVITY_COLUMNS = `a.type, a.address, a.token_id::text AS token_id, a.from_address, a.to_address, a.amount::text AS amount,
  a.price::text AS price, a.currency, a.source, a.tx_hash, a.block_number, a.log_index, a.batch_index,
  a.block_time`
