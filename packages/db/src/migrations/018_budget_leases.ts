import type { Migration } from '../Migration.ts'

/**
 * Budgets of what a client holds at once (its live-update streams) beside those of what it does
 * per window: a lease per slot, `key` naming the budget, the client and the slot, held by one
 * process (`holder`) until `expires_at` unless that process renews it. A process that dies leaves
 * leases that lapse by themselves; nothing stays counted. Unlogged, as the rate limits: a crash
 * forgets them, which frees every slot. `rate_limits.hits` becomes a bigint: a budget of bytes
 * (uploads per day) counts past 2^31.
 */
export const budgetLeases: Migration = {
  id: '018_budget_leases',
  sql: `
    CREATE UNLOGGED TABLE vitrine.budget_leases (
      key        text PRIMARY KEY,
      holder     text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX budget_leases_expires_at ON vitrine.budget_leases (expires_at);
    ALTER TABLE vitrine.rate_limits ALTER COLUMN hits TYPE bigint;
  `,
}
