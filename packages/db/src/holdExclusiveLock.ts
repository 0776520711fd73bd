import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { lockKey } from './withSessionLocks.ts'

/** A lock this process holds until it releases it, or until `lost` says it can no longer be sure. */
export type HeldLock = { lost: Promise<Error>; release(): Promise<void> }

export type HoldOptions = {
  /** How often a waiting process asks again: a dead holder's successor starts within this. */
  pollMs: number
  /** How often the holder checks that its connection (and with it the lock) is alive. */
  heartbeatMs: number
  signal: AbortSignal
  /** Called once, when another process holds the lock and this one starts waiting. */
  onWait?: () => void
  /** Called with each failure to reach the database while asking (it is asked again after `pollMs`). */
  onRetry?: (error: Error) => void
}

/**
 * The database closes a connection whose peer is gone (a box's network cut, not only a killed
 * process) within about 4 s, and its locks with it: TCP keep-alives at 1 s, 3 probes.
 */
const KEEPALIVE_OPTIONS = '-c tcp_keepalives_idle=1 -c tcp_keepalives_interval=1 -c tcp_keepalives_count=3'

/**
 * Takes a PostgreSQL session advisory lock on `text` on a connection of its own, waiting while
 * another process holds it; the answer is null when `signal` aborts first. The lock lives as long
 * as the connection: a holder killed, or cut off, loses it, and a waiting process gets it within
 * `pollMs` of the database noticing. The holder's connection is probed every `heartbeatMs`: when a
 * probe fails or takes more than twice that, `lost` resolves, and the holder must stop at once —
 * someone else may already hold the lock.
 */
export async function holdExclusiveLock(
  connectionString: string,
  text: string,
  { pollMs, heartbeatMs, signal, onWait, onRetry }: HoldOptions,
): Promise<HeldLock | null> {
  const key = lockKey(text).toString()
  // An abort rejects the sleep: waking early is its purpose, and every caller reads `signal` next.
  const pause = () => sleep(pollMs, undefined, { signal }).catch(() => {})
  // Ending a connection that failed can fail too; either way it is closed, and any lock with it.
  const close = (client: pg.Client) => client.end().catch(() => {})
  let waiting = false
  while (!signal.aborted) {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1_000,
      options: KEEPALIVE_OPTIONS,
      query_timeout: heartbeatMs * 2,
    })
    let lose: (error: Error) => void = () => {}
    const lost = new Promise<Error>((resolve) => {
      lose = resolve
    })
    client.on('error', (error) => lose(error))
    client.on('end', () => lose(new Error('the lock connection ended')))
    try {
      await client.connect()
      for (;;) {
        const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS got', [key])
        if (rows[0]?.got) break
        if (!waiting) onWait?.()
        waiting = true
        await pause()
        if (signal.aborted) {
          await close(client)
          return null
        }
      }
    } catch (error) {
      // The database away (or refusing us) while asking: said, then a new connection after a pause.
      onRetry?.(error as Error)
      await close(client)
      await pause()
      continue
    }
    let released = false
    const heartbeat = setInterval(() => {
      client
        .query('SELECT 1')
        .catch((error: Error) => lose(new Error('the lock connection stopped answering', { cause: error })))
    }, heartbeatMs)
    heartbeat.unref()
    void lost.then(() => clearInterval(heartbeat))
    return {
      lost: lost.then((error) => (released ? new Promise<Error>(() => {}) : error)),
      async release() {
        released = true
        clearInterval(heartbeat)
        await close(client)
      },
    }
  }
  return null
}
