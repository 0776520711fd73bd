import type { Db } from '../Db.ts'

/** A row of `vitrine.event_watches`: one contract event synced into a Parse class (Moralis's `watchContractEvent`). */
export type EventWatchRow = {
  id: string
  chain_id: number
  address: string
  topic0: string
  event_signature: string
  abi: unknown
  table_name: string
  sync_historical: boolean
  filter: unknown
  description: string | null
  cursor_block: string | null
  history_to: string | null
  created_at: Date
}

export type NewEventWatch = Pick<
  EventWatchRow,
  | 'chain_id'
  | 'address'
  | 'topic0'
  | 'event_signature'
  | 'abi'
  | 'table_name'
  | 'sync_historical'
  | 'filter'
  | 'description'
>

/** Channel the indexer notifies (payload: the chain id) when a watch's outbox has rows to write. */
export const EVENT_OUTBOX_CHANNEL = 'vitrine_event_outbox'
/** Channel the server notifies (payload: the chain id) when a watch is added, for the indexer to take it up. */
export const EVENT_WATCHES_CHANNEL = 'vitrine_event_watches'

/**
 * Adds a watch; the same watch again changes nothing. Returns whether it was new. `startAfter`
 * (a watch without history): the block it reads after, fixed at the call, so an event in a block
 * mined between the call and the indexer's taking it up is not missed; null leaves it to the indexer.
 */
export async function insertEventWatch(
  db: Db,
  watch: NewEventWatch,
  startAfter: bigint | null = null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO vitrine.event_watches
       (chain_id, address, topic0, event_signature, abi, table_name, sync_historical, filter, description,
        cursor_block, history_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (chain_id, table_name, address, topic0) DO NOTHING`,
    [
      watch.chain_id,
      watch.address.toLowerCase(),
      watch.topic0,
      watch.event_signature,
      JSON.stringify(watch.abi),
      watch.table_name,
      watch.sync_historical,
      watch.filter === null || watch.filter === undefined ? null : JSON.stringify(watch.filter),
      watch.description,
      startAfter === null ? null : startAfter.toString(),
    ],
  )
  if (rowCount) await db.query('SELECT pg_notify($1, $2)', [EVENT_WATCHES_CHANNEL, String(watch.chain_id)])
  return (rowCount ?? 0) > 0
}

/** Removes the watches of `tableName` (narrowed to an address and/or topic when given). Returns how many. */
export async function deleteEventWatches(
  db: Db,
  chainId: number,
  tableName: string,
  narrow: { address?: string | undefined; topic0?: string | undefined } = {},
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM vitrine.event_watches
      WHERE chain_id = $1 AND table_name = $2 AND ($3::text IS NULL OR address = $3) AND ($4::text IS NULL OR topic0 = $4)`,
    [chainId, tableName, narrow.address?.toLowerCase() ?? null, narrow.topic0 ?? null],
  )
  return rowCount ?? 0
}

/** Every watch of a chain, oldest first. */
export async function readEventWatches(db: Db, chainId: number): Promise<EventWatchRow[]> {
  const { rows } = await db.query<EventWatchRow>(
    'SELECT * FROM vitrine.event_watches WHERE chain_id = $1 ORDER BY id',
    [chainId],
  )
  return rows
}

/** The watches that write into `tableName`. */
export async function readEventWatchByTable(db: Db, chainId: number, tableName: string): Promise<EventWatchRow[]> {
  const { rows } = await db.query<EventWatchRow>(
    'SELECT * FROM vitrine.event_watches WHERE chain_id = $1 AND table_name = $2 ORDER BY id',
    [chainId, tableName],
  )
  return rows
}

/** The table names of every watch on a chain (classes the server treats as synced). */
export async function readSyncedTableNames(db: Db, chainId: number): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    'SELECT DISTINCT table_name FROM vitrine.event_watches WHERE chain_id = $1',
    [chainId],
  )
  return rows.map((row) => row.table_name)
}

/** Takes a new watch up: logs after `cursor` are read; those up to `historyTo` count as history. */
export async function startEventWatch(db: Db, id: string, cursor: bigint, historyTo: bigint): Promise<void> {
  await db.query(
    'UPDATE vitrine.event_watches SET cursor_block = $2, history_to = $3 WHERE id = $1 AND cursor_block IS NULL',
    [id, cursor.toString(), historyTo.toString()],
  )
}
