import type { Migration } from '../Migration.ts'

/**
 * Moralis's synced contract events (`watchContractEvent`) and watched addresses (`watchEthAddress`).
 * A watch is followed by the indexer (its own cursor); each decoded log waits in the outbox until
 * the server's relay has written it through Parse into the watch's class, so that triggers fire.
 * Outbox rows stay (marked written) for the blocks a reorg may still drop: a dropped block's rows
 * become orphans, which the relay destroys in Parse.
 */
export const eventSync: Migration = {
  id: '020_event_sync',
  sql: `
    CREATE TABLE vitrine.event_watches (
      id              bigserial PRIMARY KEY,
      chain_id        integer NOT NULL,
      address         text NOT NULL CHECK (address = lower(address)),
      topic0          text NOT NULL,
      event_signature text NOT NULL,
      abi             jsonb NOT NULL,
      table_name      text NOT NULL,
      sync_historical boolean NOT NULL,
      filter          jsonb,
      description     text,
      -- Last block whose logs are in the outbox; null until the indexer first takes the watch up.
      cursor_block    bigint,
      -- Logs up to this block are history (written once, confirmed); after it, live.
      history_to      bigint,
      created_at      timestamptz NOT NULL DEFAULT now(),
      UNIQUE (chain_id, table_name, address, topic0)
    );
    CREATE TABLE vitrine.event_outbox (
      id              bigserial PRIMARY KEY,
      watch_id        bigint NOT NULL REFERENCES vitrine.event_watches (id) ON DELETE CASCADE,
      tx_hash         text NOT NULL,
      log_index       integer NOT NULL,
      block_number    bigint NOT NULL,
      block_hash      text NOT NULL,
      block_timestamp timestamptz NOT NULL,
      columns         jsonb NOT NULL,
      kind            text NOT NULL DEFAULT 'log' CHECK (kind IN ('log', 'orphan')),
      live            boolean NOT NULL,
      confirmed       boolean NOT NULL,
      -- What Parse holds: nothing yet, the row unconfirmed, confirmed, or destroyed (an orphan).
      written         text CHECK (written IN ('unconfirmed', 'confirmed', 'destroyed')),
      object_id       text,
      UNIQUE (watch_id, tx_hash, log_index, block_hash)
    );
    CREATE INDEX event_outbox_to_write ON vitrine.event_outbox (id)
      WHERE (kind = 'log' AND (written IS NULL OR (written = 'unconfirmed' AND confirmed)))
         OR (kind = 'orphan' AND written IS DISTINCT FROM 'destroyed');
    CREATE INDEX event_outbox_block ON vitrine.event_outbox (block_number);
  `,
}
