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
  { pollMs, heartbeatMs, signal, onWait }: HoldOptions,
): Promise<HeldLock | null> {
  const key = lockKey(text).toString()
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
        await sleep(pollMs, undefined, { signal }).catch(() => {})
        if (signal.aborted) {
          await client.end().catch(() => {})
          return null
        }
      }
    } catch {
      // The database away while waiting: a new connection after a pause.
      await client.end().catch(() => {})
      await sleep(pollMs, undefined, { signal }).catch(() => {})
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
        await client.end().catch(() => {})
      },
    }
  }
  return null
}
