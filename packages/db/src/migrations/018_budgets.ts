import type { Migration } from '../Migration.ts'

/**
 * What the budgets on shared resources keep beside the rate limits' counts:
 * - `vitrine.budget_leases`: what a client holds at once (its live-update streams), a lease per
 *   slot: `key` names the budget, the client and the slot, held by one process (`holder`) until
 *   `expires_at` unless that process renews it. A process that dies leaves leases that lapse by
 *   themselves; nothing stays counted. Unlogged, as the rate limits: a crash frees every slot.
 * - `market.maker_open_orders`: per maker, an upper bound of its open orders, raised by each
 *   order stored (in the insert's own statement, under the row's lock) and brought down to the
 *   exact count when a post would pass the cap, so the common post does not count a maker's
 *   orders. `last_admitted` is how many orders the last insert let in. Started here from the
 *   orders already open.
 * - `rate_limits.hits` becomes a bigint: a budget of bytes (uploads per day) counts past 2^31.
 */
export const budgets: Migration = {
  id: '018_budgets',
  sql: `
    CREATE UNLOGGED TABLE vitrine.budget_leases (
      key        text PRIMARY KEY,
      holder     text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX budget_leases_expires_at ON vitrine.budget_leases (expires_at);
    ALTER TABLE vitrine.rate_limits ALTER COLUMN hits TYPE bigint;

    CREATE TABLE market.maker_open_orders (
      chain_id      integer NOT NULL,
      maker         text NOT NULL,
      open_orders   integer NOT NULL,
      last_admitted integer NOT NULL DEFAULT 0,
      PRIMARY KEY (chain_id, maker)
    );
    INSERT INTO market.maker_open_orders (chain_id, maker, open_orders)
      SELECT chain_id, maker, count(*) FROM market.orders WHERE status IN ('active', 'inactive') GROUP BY 1, 2;
  `,
}
