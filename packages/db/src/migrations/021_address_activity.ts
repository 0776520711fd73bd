import type { Migration } from '../Migration.ts'

/**
 * What Moralis's address-scoped Web3 API (`getTokenBalances`, `getTokenTransfers`,
 * `getTransactions`) reads, for watched addresses only (signed-in users' wallets and
 * `watchEthAddress`): following every address of a chain is not a promise a box can keep.
 *
 * - `vitrine.address_syncs`: each watched address, how far its ERC-20 transfers are stored
 *   (`synced_to`: every block up to it; a new address starts at -1 and is caught up from the
 *   chain's first block, by topic-filtered log queries) and from which block its native
 *   transactions are (`transactions_from`: when it was first watched; a block's transactions have
 *   no index to ask by address, so earlier ones are not read).
 * - `vitrine.token_transfers`: ERC-20 `Transfer` logs (three topics) from or to a watched address.
 * - `vitrine.address_transactions`: native transactions from or to a watched address, with their
 *   receipt's fields.
 * A reorg deletes the rows of the blocks it drops and moves `synced_to` back (the indexer's rollback).
 */
export const addressActivity: Migration = {
  id: '021_address_activity',
  sql: `
    CREATE TABLE vitrine.address_syncs (
      chain_id bigint NOT NULL,
      address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
      synced_to bigint NOT NULL DEFAULT -1,
      transactions_from bigint NOT NULL,
      watched_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (chain_id, address)
    );

    CREATE TABLE vitrine.token_transfers (
      chain_id bigint NOT NULL,
      token text NOT NULL,
      from_address text NOT NULL,
      to_address text NOT NULL,
      value numeric(78, 0) NOT NULL,
      block_number bigint NOT NULL,
      block_hash text NOT NULL,
      block_timestamp timestamptz NOT NULL,
      transaction_hash text NOT NULL,
      transaction_index integer NOT NULL,
      log_index integer NOT NULL,
      PRIMARY KEY (chain_id, transaction_hash, log_index)
    );
    CREATE INDEX token_transfers_from ON vitrine.token_transfers (chain_id, from_address, block_number DESC, log_index DESC);
    CREATE INDEX token_transfers_to ON vitrine.token_transfers (chain_id, to_address, block_number DESC, log_index DESC);
    CREATE INDEX token_transfers_block ON vitrine.token_transfers (chain_id, block_number);

    CREATE TABLE vitrine.address_transactions (
      chain_id bigint NOT NULL,
      hash text NOT NULL,
      nonce bigint NOT NULL,
      transaction_index integer NOT NULL,
      from_address text NOT NULL,
      to_address text,
      value numeric(78, 0) NOT NULL,
      gas numeric(78, 0) NOT NULL,
      gas_price numeric(78, 0),
      input text NOT NULL,
      receipt_cumulative_gas_used numeric(78, 0) NOT NULL,
      receipt_gas_used numeric(78, 0) NOT NULL,
      receipt_contract_address text,
      receipt_status integer NOT NULL,
      block_number bigint NOT NULL,
      block_hash text NOT NULL,
      block_timestamp timestamptz NOT NULL,
      PRIMARY KEY (chain_id, hash)
    );
    CREATE INDEX address_transactions_from ON vitrine.address_transactions (chain_id, from_address, block_number DESC, transaction_index DESC);
    CREATE INDEX address_transactions_to ON vitrine.address_transactions (chain_id, to_address, block_number DESC, transaction_index DESC);
    CREATE INDEX address_transactions_block ON vitrine.address_transactions (chain_id, block_number);
  `,
}
