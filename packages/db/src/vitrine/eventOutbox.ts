import type { Db } from '../Db.ts'
import { EVENT_OUTBOX_CHANNEL } from './eventWatches.ts'

/** What Parse holds of an outbox row: nothing yet, the row unconfirmed, confirmed, or destroyed (an orphan). */
export type OutboxWritten = 'unconfirmed' | 'confirmed' | 'destroyed'

/** A row of `vitrine.event_outbox`: one decoded log of a watch, waiting for (or done with) its write through Parse. */
export type EventOutboxRow = {
  id: string
  watch_id: string
  tx_hash: string
  log_index: number
  block_number: string
  block_hash: string
  block_timestamp: Date
  /** The decoded arguments, as Moralis stored them (integers as decimal strings, addresses lower-case). */
  columns: Record<string, unknown>
  kind: 'log' | 'orphan'
  /** Found while following the head (written unconfirmed first), not in the watch's history. */
  live: boolean
  confirmed: boolean
  written: OutboxWritten | null
  object_id: string | null
}

export type NewOutboxRow = Pick<
  EventOutboxRow,
  'tx_hash' | 'log_index' | 'block_number' | 'block_hash' | 'block_timestamp' | 'columns' | 'live' | 'confirmed'
>

/** An outbox row with what the relay needs of its watch. */
export type OutboxWork = EventOutboxRow & { table_name: string; address: string }

/**
 * Puts a watch's decoded logs in the outbox and moves its cursor to `cursor`, on the caller's
 * client (one transaction: the logs and the cursor go together), then notifies the relay at commit.
 * A log already there (a retried range) is not added twice.
 */
export async function appendOutbox(
  db: Db,
  chainId: number,
  watchId: string,
  rows: readonly NewOutboxRow[],
  cursor: bigint,
): Promise<void> {
  if (rows.length) {
    await db.query(
      `INSERT INTO vitrine.event_outbox
         (watch_id, tx_hash, log_index, block_number, block_hash, block_timestamp, columns, live, confirmed)
       SELECT $1, r.tx_hash, r.log_index, r.block_number, r.block_hash, to_timestamp(r.block_timestamp), r.columns, r.live, r.confirmed
         FROM jsonb_to_recordset($2::jsonb) AS r(tx_hash text, log_index integer, block_number bigint, block_hash text,
              block_timestamp double precision, columns jsonb, live boolean, confirmed boolean)
       ON CONFLICT (watch_id, tx_hash, log_index, block_hash) DO NOTHING`,
      [watchId, JSON.stringify(rows.map((row) => ({ ...row, block_timestamp: row.block_timestamp.getTime() / 1000 })))],
    )
  }
  await db.query('UPDATE vitrine.event_watches SET cursor_block = $2 WHERE id = $1', [watchId, cursor.toString()])
  if (rows.length) await db.query('SELECT pg_notify($1, $2)', [EVENT_OUTBOX_CHANNEL, String(chainId)])
}

/** Live rows of blocks now `upTo` or older become confirmed (to be saved a second time). Returns how many. */
export async function confirmOutbox(db: Db, chainId: number, upTo: bigint): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE vitrine.event_outbox AS o SET confirmed = true
       FROM vitrine.event_watches AS w
      WHERE w.id = o.watch_id AND w.chain_id = $1 AND NOT o.confirmed AND o.kind = 'log' AND o.block_number <= $2`,
    [chainId, upTo.toString()],
  )
  if (rowCount) await db.query('SELECT pg_notify($1, $2)', [EVENT_OUTBOX_CHANNEL, String(chainId)])
  return rowCount ?? 0
}

/**
 * A reorg dropped the blocks after `ancestor`: their rows become orphans (the relay destroys what
 * Parse holds of them) and the watches that read past it go back to it. On the rollback's client.
 */
export async function orphanOutboxAfter(db: Db, chainId: number, ancestor: bigint): Promise<void> {
  await db.query(
    `UPDATE vitrine.event_outbox AS o SET kind = 'orphan'
       FROM vitrine.event_watches AS w
      WHERE w.id = o.watch_id AND w.chain_id = $1 AND o.block_number > $2 AND o.kind = 'log'`,
    [chainId, ancestor.toString()],
  )
  await db.query('UPDATE vitrine.event_watches SET cursor_block = $2 WHERE chain_id = $1 AND cursor_block > $2', [
    chainId,
    ancestor.toString(),
  ])
  await db.query('SELECT pg_notify($1, $2)', [EVENT_OUTBOX_CHANNEL, String(chainId)])
}

/** The next rows the relay has to write, in outbox order (an orphan before the log that replaces it). */
export async function readOutboxWork(db: Db, chainId: number, limit: number): Promise<OutboxWork[]> {
  const { rows } = await db.query<OutboxWork>(
    `SELECT o.*, w.table_name, w.address FROM vitrine.event_outbox AS o
       JOIN vitrine.event_watches AS w ON w.id = o.watch_id
      WHERE w.chain_id = $1
        AND ((o.kind = 'log' AND (o.written IS NULL OR (o.written = 'unconfirmed' AND o.confirmed)))
          OR (o.kind = 'orphan' AND o.written IS DISTINCT FROM 'destroyed'))
      ORDER BY o.id LIMIT $2`,
    [chainId, limit],
  )
  return rows
}

/** Records what Parse now holds of each row (after it wrote them: a crash before this writes them again). */
export async function markOutboxWritten(
  db: Db,
  done: readonly { id: string; written: OutboxWritten; objectId: string | null }[],
): Promise<void> {
  if (!done.length) return
  await db.query(
    `UPDATE vitrine.event_outbox AS o SET written = d.written, object_id = coalesce(d.object_id, o.object_id)
       FROM jsonb_to_recordset($1::jsonb) AS d(id bigint, written text, object_id text)
      WHERE o.id = d.id`,
    [JSON.stringify(done.map((row) => ({ id: row.id, written: row.written, object_id: row.objectId })))],
  )
}

/** Forgets the written rows of blocks at or before `before` (no reorg reaches them any more). */
export async function pruneOutbox(db: Db, chainId: number, before: bigint): Promise<void> {
  await db.query(
    `DELETE FROM vitrine.event_outbox AS o USING vitrine.event_watches AS w
      WHERE w.id = o.watch_id AND w.chain_id = $1 AND o.block_number <= $2
        AND ((o.kind = 'log' AND o.written = 'confirmed') OR (o.kind = 'orphan' AND o.written = 'destroyed'))`,
    [chainId, before.toString()],
  )
}

/** With the chain id, the advisory lock one relay per chain holds (any constant, the same in every process). */
const RELAY_LOCK = 725_319_052

/**
 * Makes this session the chain's outbox relay if no other session is: the advisory lock (it goes
 * with the connection, so a dead relay's passes on), then the outbox's notifications on the same
 * connection. False when another relay holds it.
 */
export async function becomeOutboxRelay(client: Db, chainId: number): Promise<boolean> {
  const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [
    RELAY_LOCK,
    chainId,
  ])
  if (rows[0]?.got !== true) return false
  await client.query(`LISTEN ${EVENT_OUTBOX_CHANNEL}`)
  return true
}
