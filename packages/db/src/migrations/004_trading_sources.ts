import type { Migration } from '../Migration.ts'

/**
 * An activity's source is a TradingSource (PRODUCT.md §6): Seaport orders, Vitrine's own
 * listings among them, are `opensea`. Rows indexed before this named them `seaport`.
 */
export const tradingSources: Migration = {
  id: '004_trading_sources',
  sql: `
    UPDATE nft.activity SET source = 'opensea' WHERE source = 'seaport';
    ALTER TABLE nft.activity ADD CONSTRAINT activity_source_is_trading_source
      CHECK (source IN ('oneInch', 'opensea', 'fiat', 'rarible'));
  `,
}
