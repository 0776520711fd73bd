import type { Db } from '../Db.ts'
import type { AddressTransactionRow } from './AddressTransactionRow.ts'
import type { TokenTransferRow } from './TokenTransferRow.ts'

/** The most tokens `getTokenBalances` reads balances of for one address. */
export const MAX_TOKENS_PER_ADDRESS = 500

/** Tokens `address` sent or received (ERC-20 contracts, lower-case), at most MAX_TOKENS_PER_ADDRESS. */
export async function readTokensOf(db: Db, chainId: number, address: string): Promise<string[]> {
  const { rows } = await db.query<{ token: string }>(
    `SELECT token FROM vitrine.token_transfers WHERE chain_id = $1 AND from_address = $2
     UNION
     SELECT token FROM vitrine.token_transfers WHERE chain_id = $1 AND to_address = $2
     ORDER BY token LIMIT $3`,
    [chainId, address, MAX_TOKENS_PER_ADDRESS],
  )
  return rows.map((row) => row.token)
}

/** `address`'s ERC-20 transfers, newest first, after the keyset `[block_number, log_index]`. */
export async function readTokenTransfersOf(
  db: Db,
  chainId: number,
  address: string,
  after: string[] | null,
  limit: number,
): Promise<TokenTransferRow[]> {
  const { rows } = await db.query<TokenTransferRow>(
    `SELECT token, from_address, to_address, value::text AS value, block_number::text AS block_number, block_hash,
            block_timestamp, transaction_hash, transaction_index, log_index
       FROM vitrine.token_transfers
      WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)
        AND ($3::bigint IS NULL OR (block_number, log_index) < ($3::bigint, $4::integer))
      ORDER BY block_number DESC, log_index DESC LIMIT $5`,
    [chainId, address, after?.[0] ?? null, after?.[1] ?? null, limit],
  )
  return rows
}

export async function countTokenTransfersOf(db: Db, chainId: number, address: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM vitrine.token_transfers WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)',
    [chainId, address],
  )
  return Number(rows[0]?.count ?? 0)
}

/** `address`'s native transactions, newest first, after the keyset `[block_number, transaction_index]`. */
export async function readTransactionsOf(
  db: Db,
  chainId: number,
  address: string,
  after: string[] | null,
  limit: number,
): Promise<AddressTransactionRow[]> {
  const { rows } = await db.query<AddressTransactionRow>(
    `SELECT hash, nonce::text AS nonce, transaction_index, from_address, to_address, value::text AS value,
            gas::text AS gas, gas_price::text AS gas_price, input,
            receipt_cumulative_gas_used::text AS receipt_cumulative_gas_used,
            receipt_gas_used::text AS receipt_gas_used, receipt_contract_address, receipt_status,
            block_number::text AS block_number, block_hash, block_timestamp
       FROM vitrine.address_transactions
      WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)
        AND ($3::bigint IS NULL OR (block_number, transaction_index) < ($3::bigint, $4::integer))
      ORDER BY block_number DESC, transaction_index DESC LIMIT $5`,
    [chainId, address, after?.[0] ?? null, after?.[1] ?? null, limit],
  )
  return rows
}

export async function countTransactionsOf(db: Db, chainId: number, address: string): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'SELECT count(*) FROM vitrine.address_transactions WHERE chain_id = $1 AND (from_address = $2 OR to_address = $2)',
    [chainId, address],
  )
  return Number(rows[0]?.count ?? 0)
}
