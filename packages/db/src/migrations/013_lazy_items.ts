import type { Migration } from '../Migration.ts'

/**
 * The metadata of items listed lazily (kind `lazy`, not minted yet): the indexer reads each
 * voucher's `uri` as it reads a token's, so that a lazy listing shows a name and a picture. One row
 * per token (the first open voucher's URI); the minted token's own row in `nft.tokens` wins once
 * it exists.
 */
export const lazyItems: Migration = {
  id: '013_lazy_items',
  sql: `
    CREATE TABLE market.lazy_items (
      chain_id   integer NOT NULL,
      address    text NOT NULL,
      token_id   numeric(78, 0) NOT NULL,
      uri        text NOT NULL,
      status     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ok', 'failed')),
      attempts   integer NOT NULL DEFAULT 0,
      next_at    timestamptz NOT NULL DEFAULT now(),
      error      text,
      name       text,
      image      text,
      PRIMARY KEY (chain_id, address, token_id)
    );
    CREATE INDEX lazy_items_queue ON market.lazy_items (chain_id, next_at) WHERE status = 'pending';
    -- The open lazy orders, which the indexer looks through for items it has not queued yet.
    CREATE INDEX orders_lazy_open ON market.orders (chain_id, address, token_id)
      WHERE kind = 'lazy' AND status IN ('active', 'inactive');
  `,
}
