import type { Migration } from '../Migration.ts'

/**
 * Rate-limit budgets every backend worker and instance sees: hits per key (a budget and a client
 * address) in the current window, counted by an atomic upsert. A row past `resets_at` is stale
 * and starts over at its next hit; stale rows are deleted now and then.
 */
export const rateLimits: Migration = {
  id: '008_rate_limits',
  sql: `
    CREATE UNLOGGED TABLE vitrine.rate_limits (
      key       text PRIMARY KEY,
      hits      integer NOT NULL,
      resets_at timestamptz NOT NULL
    );
    CREATE INDEX rate_limits_resets_at ON vitrine.rate_limits (resets_at);
  `,
}
