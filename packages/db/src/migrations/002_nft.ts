import type { Migration } from '../Migration.ts'

/**
 * What the indexer keeps of the chain. Addresses are checksummed text, token ids and amounts
 * numeric(78) (any uint256). Balances hold both standards: an ERC-721 owner has amount 1.
 */
export const nftTables: Migration = {
  id: '002_nft',
  sql: `
    CREATE SCHEMA nft;

    -- The last block indexed, per chain: written in the same transaction as that block's effects.
    CREATE TABLE nft.sync_state (
      chain_id     integer PRIMARY KEY,
      block_number bigint NOT NULL,
      block_hash   text NOT NULL
    );

    -- Hashes of recent blocks, to notice a reorg (a new block whose parent we do not have).
    CREATE TABLE nft.blocks (
      chain_id    integer NOT NULL,
      number      bigint NOT NULL,
      hash        text NOT NULL,
      parent_hash text NOT NULL,
      PRIMARY KEY (chain_id, number)
    );

    CREATE TABLE nft.collections (
      chain_id         integer NOT NULL,
      address          text NOT NULL,
      standard         text NOT NULL CHECK (standard IN ('ERC721', 'ERC1155')),
      first_block      bigint NOT NULL,
      name             text,
      symbol           text,
      royalty_bps      integer,
      contract_uri     text,
      image            text,
      details_status   text NOT NULL DEFAULT 'pending',
      PRIMARY KEY (chain_id, address)
    );

    CREATE TABLE nft.tokens (
      chain_id          integer NOT NULL,
      address           text NOT NULL,
      token_id          numeric(78, 0) NOT NULL,
      first_block       bigint NOT NULL,
      token_uri         text,
      metadata_status   text NOT NULL DEFAULT 'pending' CHECK (metadata_status IN ('pending', 'ok', 'failed')),
      metadata_attempts integer NOT NULL DEFAULT 0,
      metadata_next_at  timestamptz NOT NULL DEFAULT now(),
      metadata_error    text,
      name              text,
      description       text,
      image             text,
      attributes        jsonb,
      PRIMARY KEY (chain_id, address, token_id)
    );
    CREATE INDEX tokens_metadata_queue ON nft.tokens (metadata_next_at) WHERE metadata_status = 'pending';

    CREATE TABLE nft.balances (
      chain_id integer NOT NULL,
      address  text NOT NULL,
      token_id numeric(78, 0) NOT NULL,
      owner    text NOT NULL,
      amount   numeric(78, 0) NOT NULL,
      PRIMARY KEY (chain_id, address, token_id, owner)
    );
    CREATE INDEX balances_by_owner ON nft.balances (chain_id, owner, address, token_id) WHERE amount > 0;

    -- Every transfer and market event, one row each (a TransferBatch gives one per id).
    CREATE TABLE nft.activity (
      chain_id     integer NOT NULL,
      block_number bigint NOT NULL,
      log_index    integer NOT NULL,
      batch_index  integer NOT NULL DEFAULT 0,
      tx_hash      text NOT NULL,
      type         text NOT NULL CHECK (type IN ('mint', 'transfer', 'burn', 'list', 'sale', 'cancel')),
      address      text NOT NULL,
      token_id     numeric(78, 0),
      from_address text,
      to_address   text,
      amount       numeric(78, 0),
      price        numeric(78, 0),
      source       text,
      PRIMARY KEY (chain_id, block_number, log_index, batch_index)
    );
    CREATE INDEX activity_by_token ON nft.activity (chain_id, address, token_id, block_number DESC);
  `,
}
