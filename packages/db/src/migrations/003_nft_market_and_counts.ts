import type { Migration } from '../Migration.ts'

/**
 * Seaport market events, counters the API reads instead of counting (a collection of 100,000
 * items must not be counted per request), traits as rows (a trait filter is an index range),
 * and the indexes behind each keyset-paginated API read.
 */
export const nftMarketAndCounts: Migration = {
  id: '003_nft_market_and_counts',
  sql: `
    ALTER TABLE nft.collections
      ADD COLUMN item_count  bigint NOT NULL DEFAULT 0,
      ADD COLUMN owner_count bigint NOT NULL DEFAULT 0,
      -- Sum of native-currency sale prices, in wei.
      ADD COLUMN volume      numeric(78, 0) NOT NULL DEFAULT 0;

    -- How many of a collection's tokens each owner holds (amount > 0): owner_count is the number
    -- of its rows with tokens > 0, kept up to date batch by batch.
    CREATE TABLE nft.collection_owners (
      chain_id integer NOT NULL,
      address  text NOT NULL,
      owner    text NOT NULL,
      tokens   bigint NOT NULL,
      PRIMARY KEY (chain_id, address, owner)
    );

    INSERT INTO nft.collection_owners (chain_id, address, owner, tokens)
      SELECT chain_id, address, owner, count(*) FROM nft.balances WHERE amount > 0 GROUP BY 1, 2, 3;
    UPDATE nft.collections c SET
      item_count = (SELECT count(*) FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address),
      owner_count = (SELECT count(*) FROM nft.collection_owners o WHERE o.chain_id = c.chain_id AND o.address = c.address);

    CREATE INDEX collections_by_items ON nft.collections (chain_id, item_count DESC, address);
    CREATE INDEX collections_by_volume ON nft.collections (chain_id, volume DESC, address);
    CREATE INDEX collections_by_newest ON nft.collections (chain_id, first_block DESC, address);
    CREATE INDEX collections_by_name ON nft.collections (chain_id, lower(coalesce(name, '')), address);
    CREATE INDEX tokens_by_newest ON nft.tokens (chain_id, address, first_block DESC, token_id DESC);

    -- One row per (token, trait): written with the token's metadata, gone with the token. A
    -- filtered page is read from one value's index range in sort order (by token id: the
    -- primary key; newest first: first_block, the token's, copied here).
    CREATE TABLE nft.token_traits (
      chain_id    integer NOT NULL,
      address     text NOT NULL,
      trait_type  text NOT NULL,
      value       text NOT NULL,
      token_id    numeric(78, 0) NOT NULL,
      first_block bigint NOT NULL,
      PRIMARY KEY (chain_id, address, trait_type, value, token_id),
      FOREIGN KEY (chain_id, address, token_id) REFERENCES nft.tokens ON DELETE CASCADE
    );
    CREATE INDEX token_traits_by_token ON nft.token_traits (chain_id, address, token_id);
    CREATE INDEX token_traits_by_newest ON nft.token_traits (chain_id, address, trait_type, value, first_block DESC, token_id DESC);
    -- A trait type and its values are correlated: without this the planner misjudges a filter.
    CREATE STATISTICS nft.token_traits_type_value (mcv) ON trait_type, value FROM nft.token_traits;

    -- Tokens per trait value of a collection (the trait filter's counts).
    CREATE TABLE nft.trait_counts (
      chain_id   integer NOT NULL,
      address    text NOT NULL,
      trait_type text NOT NULL,
      value      text NOT NULL,
      tokens     bigint NOT NULL,
      PRIMARY KEY (chain_id, address, trait_type, value)
    );

    -- The traits of the tokens indexed before this migration, from their stored attributes.
    INSERT INTO nft.token_traits (chain_id, address, trait_type, value, token_id, first_block)
      SELECT DISTINCT t.chain_id, t.address, a->>'trait_type', a->>'value', t.token_id, t.first_block
        FROM nft.tokens t,
             jsonb_array_elements(CASE jsonb_typeof(t.attributes) WHEN 'array' THEN t.attributes ELSE '[]' END) AS a
       WHERE a->>'trait_type' IS NOT NULL AND a->>'value' IS NOT NULL;
    INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens)
      SELECT chain_id, address, trait_type, value, count(*) FROM nft.token_traits GROUP BY 1, 2, 3, 4;

    -- Every activity row has its block's time. Market events: a sale carries its order hash, currency (zero address: native) and price;
    -- a cancel of one order its hash; a Seaport counter increment (every order of the offerer
    -- cancelled) its new counter. Cancels are recorded under the Seaport contract's address.
    ALTER TABLE nft.activity
      ADD COLUMN block_time timestamptz,
      -- A transfer that settles a sale in the same transaction: the feed shows the sale alone.
      ADD COLUMN settles_sale boolean NOT NULL DEFAULT false,
      ADD COLUMN order_hash text,
      ADD COLUMN currency   text,
      ADD COLUMN counter    numeric(78, 0);
    CREATE INDEX activity_by_collection ON nft.activity (chain_id, address, block_number DESC, log_index DESC, batch_index DESC);
    -- An account's feed, as sender and as receiver. The zero address is no account: leaving it
    -- out spares every mint (and burn) an index entry, most of a backfill's rows.
    CREATE INDEX activity_by_from ON nft.activity (chain_id, from_address, block_number DESC, log_index DESC, batch_index DESC)
      WHERE from_address <> '0x0000000000000000000000000000000000000000';
    CREATE INDEX activity_by_to ON nft.activity (chain_id, to_address, block_number DESC, log_index DESC, batch_index DESC)
      WHERE to_address <> '0x0000000000000000000000000000000000000000';
    DROP INDEX nft.activity_by_token;
    CREATE INDEX activity_by_token ON nft.activity (chain_id, address, token_id, block_number DESC, log_index DESC, batch_index DESC);
  `,
}
