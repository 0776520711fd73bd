import type { Migration } from '../Migration.ts'

const OPEN = `status IN ('active', 'inactive')`

/**
 * The order book (PRODUCT.md §6): signed Seaport orders as `postOrder` validated them, each with
 * its status as the indexer keeps it from the chain, the facts it was judged on, and the block
 * they were read at. Activity gains the off-chain `list` and `offer` items (no transaction).
 */
export const market: Migration = {
  id: '007_market',
  sql: `
    CREATE SCHEMA market;

    CREATE TABLE market.orders (
      chain_id      integer NOT NULL,
      order_hash    text NOT NULL,
      -- Arrival order: newest-first pages.
      seq           bigserial NOT NULL,
      side          text NOT NULL CHECK (side IN ('listing', 'offer')),
      kind          text NOT NULL CHECK (kind IN ('listing', 'offer', 'collectionOffer')),
      standard      text NOT NULL CHECK (standard IN ('ERC721', 'ERC1155')),
      maker         text NOT NULL,
      address       text NOT NULL,
      -- Null for a collection offer.
      token_id      numeric(78, 0),
      -- The whole order: amount, all-in price, and the price of one unit (sort key, floor, top offer).
      amount        numeric(78, 0) NOT NULL,
      price         numeric(78, 0) NOT NULL,
      unit_price    numeric(78, 0) NOT NULL,
      -- Units still to fill (an ERC-1155 order partly filled keeps the rest).
      remaining     numeric(78, 0) NOT NULL,
      currency      text NOT NULL,
      start_time    numeric(78, 0) NOT NULL,
      end_time      numeric(78, 0) NOT NULL,
      counter       numeric(78, 0) NOT NULL,
      seaport       text NOT NULL,
      conduit       text NOT NULL,
      status        text NOT NULL CHECK (status IN ('active', 'inactive', 'filled', 'cancelled', 'expired')),
      status_reason text CHECK (status_reason IN ('notOwned', 'notApproved', 'insufficientBalance',
                                                  'insufficientAllowance', 'notStarted')),
      revived       boolean NOT NULL DEFAULT false,
      -- What the status was judged on (OrderFacts, numbers as strings), read at facts_block.
      facts         jsonb NOT NULL,
      facts_block   bigint NOT NULL,
      -- Set by postOrder: the indexer checks the order again once it has indexed past facts_block.
      pending_check boolean NOT NULL DEFAULT true,
      source        text NOT NULL CHECK (source IN ('oneInch', 'opensea', 'fiat', 'rarible')),
      parameters    jsonb NOT NULL,
      signature     text NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (chain_id, order_hash)
    );
    -- Pages, best price first or newest first, per token, collection, maker or all.
    CREATE INDEX orders_by_token ON market.orders (chain_id, address, token_id, side, status, unit_price, order_hash);
    CREATE INDEX orders_by_collection ON market.orders (chain_id, address, side, status, unit_price, order_hash);
    CREATE INDEX orders_by_collection_newest ON market.orders (chain_id, address, side, status, seq DESC);
    CREATE INDEX orders_by_maker ON market.orders (chain_id, maker, side, status, seq DESC);
    CREATE INDEX orders_newest ON market.orders (chain_id, side, status, seq DESC);
    CREATE INDEX orders_by_price ON market.orders (chain_id, side, status, unit_price, order_hash);
    -- What the indexer looks up: the open orders an event may change.
    CREATE INDEX orders_open_by_item ON market.orders (chain_id, address, maker) WHERE ${OPEN};
    CREATE INDEX orders_open_by_currency ON market.orders (chain_id, currency, maker) WHERE side = 'offer' AND ${OPEN};
    CREATE INDEX orders_open_by_maker ON market.orders (chain_id, maker) WHERE ${OPEN};
    CREATE INDEX orders_open_by_time ON market.orders (chain_id, end_time) WHERE ${OPEN};
    CREATE INDEX orders_pending ON market.orders (chain_id, facts_block) WHERE pending_check;

    -- The state each order had before the indexer changed it at a block: a reorg puts it back.
    CREATE TABLE market.order_changes (
      chain_id     integer NOT NULL,
      block_number bigint NOT NULL,
      order_hash   text NOT NULL,
      previous     jsonb NOT NULL,
      PRIMARY KEY (chain_id, block_number, order_hash)
    );

    -- Off-chain activity (an order posted): no transaction, a negative log index from this sequence.
    CREATE SEQUENCE market.offchain_activity;
    ALTER TABLE nft.activity ALTER COLUMN tx_hash DROP NOT NULL;
    ALTER TABLE nft.activity DROP CONSTRAINT activity_type_check;
    ALTER TABLE nft.activity ADD CONSTRAINT activity_type_check
      CHECK (type IN ('mint', 'transfer', 'burn', 'list', 'offer', 'sale', 'cancel'));
  `,
}
