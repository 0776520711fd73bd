import type { LiveChange } from '@vitrine/api'
import type pg from 'pg'

/** The PostgreSQL channel live changes go out on (the server's event stream listens to it). */
export const LIVE_CHANNEL = 'vitrine_live'
// NOTIFY payloads stop at 8000 bytes.
const MAX_PAYLOAD = 7_800

/** `change` as a NOTIFY payload; too big to send, it becomes "everything changed". */
export function livePayload(change: LiveChange): string {
  const payload = JSON.stringify(change)
  if (payload.length <= MAX_PAYLOAD) return payload
  return JSON.stringify({ ...change, collections: [], tokens: [], accounts: [], orders: [], everything: true })
}

/**
 * Announces `change` to every listening server process. Inside a transaction, PostgreSQL delivers
 * it at commit (and never if it rolls back).
 */
export async function notifyLive(db: Pick<pg.ClientBase, 'query'>, change: LiveChange): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, livePayload(change)])
}

/** Subscribes `client` (a connection of its own, kept open) to live changes: its `notification` events then carry them. */
export async function listenLive(client: Pick<pg.ClientBase, 'query'>): Promise<void> {
  await client.query(`LISTEN ${LIVE_CHANNEL}`)
}
