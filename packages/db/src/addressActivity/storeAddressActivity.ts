import type pg from 'pg'
import { inTransaction } from '../inTransaction.ts'
import type { AddressTransactionRow } from './AddressTransactionRow.ts'
import type { TokenTransferRow } from './TokenTransferRow.ts'

/**
 * Stores what was read of some watched addresses over a range of blocks and moves their
 * `synced_to` to the range's end, in one transaction: a crash leaves the range to be read again,
 * and a row read twice is kept once (its key is the transaction's and the log's).
 */
export async function storeAddressActivity(
  pool: pg.Pool,
  chainId: number,
  activity: {
    addresses: readonly string[]
    syncedTo: bigint
    transfers: readonly TokenTransferRow[]
    transactions: readonly AddressTransactionRow[]
  },
) {
  await inTransaction(pool, async (client) => {
    if (activity.transfers.length > 0) {
      await client.query(
        `INSERT INTO vitrine.token_transfers
           (chain_id, token, from_address, to_address, value, block_number, block_hash, block_timestamp, transaction_hash,
            transaction_index, log_index)
         SELECT $1, * FROM jsonb_to_recordset($2::jsonb) AS t(token text, from_address text, to_address text,
           value numeric, block_number bigint, block_hash text, block_timestamp timestamptz, transaction_hash text,
           transaction_index integer, log_index integer)
         ON CONFLICT DO NOTHING`,
        [chainId, JSON.stringify(activity.transfers)],
      )
    }
    if (activity.transactions.length > 0) {
      await client.query(
        `INSERT INTO vitrine.address_transactions
           (chain_id, hash, nonce, transaction_index, from_address, to_address, value, gas, gas_price, input,
            receipt_cumulative_gas_used, receipt_gas_used, receipt_contract_address, receipt_status,
            block_number, block_hash, block_timestamp)
         SELECT $1, * FROM jsonb_to_recordset($2::jsonb) AS t(hash text, nonce bigint, transaction_index integer,
           from_address text, to_address text, value numeric, gas numeric, gas_price numeric, input text,
           receipt_cumulative_gas_used numeric, receipt_gas_used numeric, receipt_contract_address text,
           receipt_status integer, block_number bigint, block_hash text, block_timestamp timestamptz)
         ON CONFLICT DO NOTHING`,
        [chainId, JSON.stringify(activity.transactions)],
      )
    }
    await client.query(
      `UPDATE vitrine.address_syncs SET synced_to = GREATEST(synced_to, $3)
        WHERE chain_id = $1 AND address = ANY($2::text[])`,
      [chainId, activity.addresses, activity.syncedTo.toString()],
    )
  })
}

/** A reorg's part: the activity of blocks after `ancestor` goes, and no address counts them as read. */
export async function rollBackAddressActivity(
  db: { query: pg.ClientBase['query'] },
  chainId: number,
  ancestor: bigint,
) {
  const after = ancestor.toString()
  await db.query('DELETE FROM vitrine.token_transfers WHERE chain_id = $1 AND block_number > $2', [chainId, after])
  await db.query('DELETE FROM vitrine.address_transactions WHERE chain_id = $1 AND block_number > $2', [chainId, after])
  await db.query('UPDATE vitrine.address_syncs SET synced_to = $2 WHERE chain_id = $1 AND synced_to > $2', [
    chainId,
    after,
  ])
}
