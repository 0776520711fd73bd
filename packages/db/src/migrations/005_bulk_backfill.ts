import type { Migration } from '../Migration.ts'

/**
 * A long backfill loads without the secondary indexes and the per-batch owner and item counts:
 * both are built once it reaches the head. These two tables remember that a load is under way
 * (so a restart after a crash goes on with it) and the definitions of the indexes it dropped.
 */
export const bulkBackfill: Migration = {
  id: '005_bulk_backfill',
  sql: `
    CREATE TABLE nft.bulk_loads (
      chain_id   integer PRIMARY KEY,
      started_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE nft.deferred_indexes (
      name       text PRIMARY KEY,
      definition text NOT NULL
    );
  `,
}
