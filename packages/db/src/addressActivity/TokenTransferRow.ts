/** One ERC-20 `Transfer` from or to a watched address (`vitrine.token_transfers`). */
export type TokenTransferRow = {
  token: string
  from_address: string
  to_address: string
  /** Decimal string: the token's smallest unit. */
  value: string
  block_number: string
  block_hash: string
  block_timestamp: Date
  transaction_hash: string
  transaction_index: number
  log_index: number
}
