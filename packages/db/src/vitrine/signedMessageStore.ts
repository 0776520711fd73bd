import { createHash } from 'node:crypto'
import type pg from 'pg'

/**
 * Moralis sign-in messages already accepted, kept (by hash) in PostgreSQL until they expire. A
 * message is spent for the address that signed it: two wallets may sign the same text (the same
 * app, the same millisecond), and a second signature of the same text by the same wallet is still
 * a replay.
 */
export type SignedMessageStore = {
  /** Records `message` as used by `signer`; false when it was used before (a replay). */
  spend(signer: string, message: string, expiresAt: Date): Promise<boolean>
}

// Expired rows are swept on every Nth spend rather than by a timer: no background work to stop.
const SWEEP_EVERY = 256

export function createSignedMessageStore(pool: pg.Pool): SignedMessageStore {
  let spent = 0
  return {
    async spend(signer, message, expiresAt) {
      const hash = createHash('sha256').update(`${signer.toLowerCase()}\n${message}`).digest()
      const { rowCount } = await pool.query(
        `INSERT INTO vitrine.moralis_signed_messages (hash, expires_at) VALUES ($1, $2)
         ON CONFLICT (hash) DO NOTHING`,
        [hash, expiresAt],
      )
      if (++spent % SWEEP_EVERY === 0) {
        await pool.query('DELETE FROM vitrine.moralis_signed_messages WHERE expires_at < now()')
      }
      return rowCount === 1
    },
  }
}
