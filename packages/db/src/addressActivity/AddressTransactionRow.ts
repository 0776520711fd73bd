/** One native transaction from or to a watched address, with its receipt (`vitrine.address_transactions`). */
export type AddressTransactionRow = {
  hash: string
  nonce: string
  transaction_index: number
  from_address: string
  to_address: string | null
  value: string
  gas: string
  gas_price: string | null
  input: string
  receipt_cumulative_gas_used: string
  receipt_gas_used: string
  receipt_contract_address: string | null
  receipt_status: number
  block_number: string
  block_hash: string
  block_timestamp: Date
}
