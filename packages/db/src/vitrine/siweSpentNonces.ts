import type { Db } from '../Db.ts'

/**
 * Records a Sign-In with Ethereum nonce as spent until `expiresAt` (Unix seconds): true the first
 * time, false when it was spent before (`vitrine.siwe_spent_nonces`).
 */
export async function spendSiweNonce(db: Db, nonce: string, expiresAt: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO vitrine.siwe_spent_nonces (nonce, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT DO NOTHING`,
    [nonce, expiresAt],
  )
  return rowCount === 1
}

/** Deletes the spent nonces that expired over an hour ago (a margin for clocks that differ between servers and database). */
export async function sweepSiweNonces(db: Db): Promise<void> {
  await db.query(`DELETE FROM vitrine.siwe_spent_nonces WHERE expires_at < now() - interval '1 hour'`)
}
