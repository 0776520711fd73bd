import type { LiveChange } from '@vitrine/api'
import type pg from 'pg'
import { LIVE_CHANNEL, livePayload } from './liveChannel.ts'

type Queued = { payload: string; sent: () => void; failed: (error: unknown) => void }

/**
 * Announces changes made by committed statements (postOrder's new orders), many in one NOTIFY
 * statement: PostgreSQL serialises the commits of transactions that notify (one lock per
 * database, held through the commit's flush), so a NOTIFY inside each insert would make a burst of
 * inserts commit one by one. Here the inserts commit side by side; the changes that come while a
 * NOTIFY statement runs go together in the next. `notify` resolves once its change is sent.
 */
export function createLiveNotifier(pool: Pick<pg.Pool, 'query'>) {
  let queued: Queued[] = []
  let sending = false

  const send = async () => {
    sending = true
    while (queued.length > 0) {
      const batch = queued
      queued = []
      try {
        await pool.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
          LIVE_CHANNEL,
          batch.map((item) => item.payload),
        ])
        for (const item of batch) item.sent()
      } catch (error) {
        for (const item of batch) item.failed(error)
      }
    }
    sending = false
  }

  return {
    notify(change: LiveChange): Promise<void> {
      return new Promise((sent, failed) => {
        queued.push({ payload: livePayload(change), sent, failed })
        if (!sending) void send()
      })
    },
  }
}

export type LiveNotifier = ReturnType<typeof createLiveNotifier>
