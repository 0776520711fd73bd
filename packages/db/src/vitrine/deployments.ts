import type { Db } from '../Db.ts'

/** Records the contracts a box deployed on `chainId`, for the boxes that join it. */
export async function recordDeployment(db: Db, chainId: number, contracts: object): Promise<void> {
  await db.query(
    `INSERT INTO vitrine.deployments (chain_id, contracts) VALUES ($1, $2)
     ON CONFLICT (chain_id) DO UPDATE SET contracts = EXCLUDED.contracts, recorded_at = now()`,
    [chainId, JSON.stringify(contracts)],
  )
}

/** The contracts recorded for `chainId`, or null when no box deployed there. */
export async function readRecordedDeployment(db: Db, chainId: number): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ contracts: Record<string, unknown> }>(
    'SELECT contracts FROM vitrine.deployments WHERE chain_id = $1',
    [chainId],
  )
  return rows[0]?.contracts ?? null
}
