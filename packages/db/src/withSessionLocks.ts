import { createHash } from 'node:crypto'
import type pg from 'pg'

/** A PostgreSQL advisory lock key (a signed 64-bit number) for a text. */
export const lockKey = (text: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`))

/** Takes session advisory locks on texts, waiting for each; they last until `work` ends. */
export type LockTexts = (texts: string[]) => Promise<void>

/**
 * Runs `work` on one connection that may take session advisory locks on texts (`lock`); every
 * lock goes when it ends. Locks taken in one call are taken in one order (no deadlock between
 * calls that lock the same texts).
 */
export async function withSessionLocks<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, lock: LockTexts) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const lock: LockTexts = async (texts) => {
    const keys = texts.map(lockKey).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    for (const key of keys) await client.query('SELECT pg_advisory_lock($1)', [key.toString()])
  }
  try {
    return await work(client, lock)
  } finally {
    await client.query('SELECT pg_advisory_unlock_all()').catch((error: Error) => {
      broken = error
    })
    // A connection that could not unlock is closed: PostgreSQL drops its locks with it.
    client.release(broken)
  }
}
