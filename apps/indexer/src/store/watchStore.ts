import {
  appendOutbox,
  confirmOutbox,
  type EventWatchRow,
  inTransaction,
  type NewOutboxRow,
  pruneOutbox,
  readEventWatches,
  startEventWatch,
} from '@vitrine/db'
import type pg from 'pg'

/** The watched events of the chain. */
export const readWatches = (pool: pg.Pool, chainId: number): Promise<EventWatchRow[]> => readEventWatches(pool, chainId)

/** Takes a new watch up at `cursor` (its logs after it are read), with history up to `historyTo`. */
export const startWatch = (pool: pg.Pool, watchId: string, cursor: bigint, historyTo: bigint) =>
  startEventWatch(pool, watchId, cursor, historyTo)

/**
 * A watch's decoded logs into the outbox and its cursor to `cursor`, in one transaction (then the
 * relay is notified). False when the watch is gone (unwatched meanwhile): nothing is written.
 */
export async function writeWatchLogs(
  pool: pg.Pool,
  chainId: number,
  watchId: string,
  rows: readonly NewOutboxRow[],
  cursor: bigint,
): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM vitrine.event_watches WHERE id = $1 FOR UPDATE', [watchId])
    if (!rowCount) return false
    await appendOutbox(client, chainId, watchId, rows, cursor)
    return true
  })
}

/** The hashes stored for these blocks (indexed by follow), by number. */
export async function readBlockHashes(pool: pg.Pool, chainId: number, numbers: readonly bigint[]) {
  if (!numbers.length) return new Map<bigint, string>()
  const { rows } = await pool.query<{ number: string; hash: string }>(
    'SELECT number, hash FROM nft.blocks WHERE chain_id = $1 AND number = ANY($2::bigint[])',
    [chainId, numbers.map(String)],
  )
  return new Map(rows.map((row) => [BigInt(row.number), row.hash]))
}

/** Live rows of blocks now `confirmedUpTo` or older are confirmed; written rows before `pruneBefore` forgotten. */
export async function settleOutbox(pool: pg.Pool, chainId: number, confirmedUpTo: bigint, pruneBefore: bigint) {
  await confirmOutbox(pool, chainId, confirmedUpTo)
  if (pruneBefore > 0n) await pruneOutbox(pool, chainId, pruneBefore)
}
