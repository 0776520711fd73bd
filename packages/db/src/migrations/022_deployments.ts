import type { Migration } from '../Migration.ts'

/**
 * The contracts a chain's Vitrine runs on (Seaport, conduit, factory, WETH, swap route …), as the
 * box that deployed them wrote them: another box joining the deployment (`npm start` with its
 * `DATABASE_URL` and `RPC_URL`) reads them here, deploys nothing, and runs on the same contracts.
 * One row per chain, replaced when the deploying box deploys again (a new factory).
 */
export const deployments: Migration = {
  id: '022_deployments',
  sql: `
    CREATE TABLE vitrine.deployments (
      chain_id bigint PRIMARY KEY,
      contracts jsonb NOT NULL CHECK (jsonb_typeof(contracts) = 'object'),
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
  `,
}
