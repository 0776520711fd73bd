import type pg from 'pg'
import { generateSiweNonce } from 'viem/siwe'

export type IssuedNonce = { nonce: string; expiresAt: Date }
export type NonceCheck = 'valid' | 'unknown' | 'expired' | 'other-address' | 'other-chain'

/** Server-issued, single-use, expiring nonces for Sign-In with Ethereum, kept in PostgreSQL. */
export type SiweNonceStore = {
  issue(parameters: { address: string; chainId: number; ttlSeconds: number }): Promise<IssuedNonce>
  /** Removes the nonce whatever the outcome, so a nonce is never checked twice. */
  consume(parameters: { nonce: string; address: string; chainId: number }): Promise<NonceCheck>
}

// Expired nonces are swept on every Nth issue rather than by a timer: no background work to stop.
const SWEEP_EVERY = 256

export function createSiweNonceStore(pool: pg.Pool): SiweNonceStore {
  let issued = 0
  return {
    async issue({ address, chainId, ttlSeconds }) {
      const nonce = generateSiweNonce()
      const { rows } = await pool.query<{ expires_at: Date }>(
        `INSERT INTO vitrine.siwe_nonces (nonce, address, chain_id, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
        [nonce, address, chainId, ttlSeconds],
      )
      if (++issued % SWEEP_EVERY === 0) {
        await pool.query(`DELETE FROM vitrine.siwe_nonces WHERE expires_at < now() - interval '1 hour'`)
      }
      return { nonce, expiresAt: (rows[0] as { expires_at: Date }).expires_at }
    },
    async consume({ nonce, address, chainId }) {
      const { rows } = await pool.query<{ address: string; chain_id: number; expired: boolean }>(
        `DELETE FROM vitrine.siwe_nonces WHERE nonce = $1
         RETURNING address, chain_id, expires_at <= now() AS expired`,
        [nonce],
      )
      const row = rows[0]
      if (!row) return 'unknown'
      if (row.expired) return 'expired'
      if (row.address !== address) return 'other-address'
      if (row.chain_id !== chainId) return 'other-chain'
      return 'valid'
    },
  }
}
