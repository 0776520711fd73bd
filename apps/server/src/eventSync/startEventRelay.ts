import { setTimeout as sleep } from 'node:timers/promises'
import { becomeOutboxRelay, markOutboxWritten, readOutboxWork } from '@vitrine/db'
import type { Logger } from '@vitrine/runtime/logger'
import type pg from 'pg'
import { writeOutboxRows } from './writeOutboxRows.ts'

type ParseStatic = typeof import('parse/node')

export type EventRelay = { stop(): Promise<void> }

export type EventRelayDeps = { pool: pg.Pool; Parse: ParseStatic; appId: string; chainId: number; log: Logger }

/** Outbox rows read at a time. */
const CHUNK = 2_000
/** A drain also runs this often without a notification (one lost with a dropped connection), and a worker without the lock asks again. */
const POLL_MS = 1_000
const RETRY_MS = 2_000

/**
 * Drains the event outbox through Parse (in-process, master key) into the watched events'
 * classes: one relay per chain across workers, the one holding an advisory lock on its LISTEN
 * connection (the lock goes with the connection, so a dead worker's passes to another). Woken by
 * the indexer's NOTIFY; a row is marked written only after Parse wrote it.
 */
export function startEventRelay({ pool, Parse, appId, chainId, log }: EventRelayDeps): EventRelay {
  let stopping = false
  let wake = new AbortController()
  const wakeUp = () => wake.abort()
  let client: pg.PoolClient | null = null
  let holding = false

  const drain = async () => {
    for (;;) {
      const work = await readOutboxWork(pool, chainId, CHUNK)
      if (!work.length || stopping) return
      let refusal: unknown = null
      const done = await writeOutboxRows(Parse, appId, work, (error) => {
        refusal ??= error
      })
      await markOutboxWritten(pool, done)
      // Rows Parse refuses (a trigger's throw) wait for the next round rather than spin.
      if (done.length < work.length) {
        log.warn(
          { refused: work.length - done.length, err: refusal },
          'event sync: Parse refused some rows; retrying later',
        )
        return
      }
      if (work.length < CHUNK) return
    }
  }

  const drop = () => {
    // Destroyed, not returned to the pool: the session, and with it the lock, ends.
    client?.release(true)
    client = null
    holding = false
  }

  const loop = (async () => {
    while (!stopping) {
      // Before the drain: a notification during it cuts the next sleep short (it may be for rows
      // the drain read past), rather than waking a sleep that has not begun.
      wake = new AbortController()
      try {
        if (!client) {
          client = await pool.connect()
          client.on('notification', (message) => {
            if (message.payload === String(chainId)) wakeUp()
          })
          client.on('error', (error) => log.warn({ err: error }, 'event sync: relay connection lost'))
        }
        if (!holding) holding = await becomeOutboxRelay(client, chainId)
        if (holding) await drain()
      } catch (error) {
        log.warn({ err: error }, 'event sync: relay round failed; retrying')
        drop()
      }
      await sleep(holding ? POLL_MS : RETRY_MS, undefined, { signal: wake.signal }).catch(() => {})
    }
  })()

  return {
    async stop() {
      stopping = true
      wakeUp()
      await loop
      drop()
    },
  }
}
