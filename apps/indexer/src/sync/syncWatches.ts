import type { EventWatchRow, NewOutboxRow } from '@vitrine/db'
import type { AbiEvent, Log } from 'viem'
import type { Common } from '../Common.ts'
import { decodeWatchedLog } from '../decode/decodeWatchedLog.ts'
import { matchesFilter } from '../decode/matchesFilter.ts'
import { ensureBlockTimestamps } from '../rpc/ensureBlockTimestamps.ts'
import { findDeployBlock } from '../rpc/findDeployBlock.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'
import { readCursorBlock } from '../store/readCursorBlock.ts'
import { readBlockHashes, readWatches, settleOutbox, startWatch, writeWatchLogs } from '../store/watchStore.ts'
import { KEPT_BLOCKS } from './reorg.ts'

/**
 * Brings every watched event (Moralis's `watchContractEvent`) up to the indexed cursor: a new
 * watch starts at its contract's first block (`sync_historical`) or at the cursor; each range's
 * logs are decoded with the watch's ABI and go to the outbox with the watch's cursor, together.
 * Only blocks follow has indexed (and checked for reorgs) are read; a log whose block hash is not
 * the one indexed (a reorg under way) ends the round, for follow to roll back first.
 */
export async function syncWatches(common: Common): Promise<number> {
  const { pool, config } = common
  const chainId = config.CHAIN_ID
  const cursor = await readCursorBlock(pool, chainId)
  if (!cursor) return 0
  let written = 0
  for (const watch of await readWatches(pool, chainId)) {
    written += await syncWatch(common, watch, cursor.number)
  }
  await settleOutbox(pool, chainId, cursor.number - config.CONFIRMATIONS, cursor.number - KEPT_BLOCKS)
  return written
}

async function syncWatch(common: Common, watch: EventWatchRow, indexed: bigint): Promise<number> {
  const { pool, client, config } = common
  const chainId = config.CHAIN_ID
  let from: bigint
  let historyTo: bigint
  if (watch.cursor_block === null) {
    const deployed = watch.sync_historical
      ? await findDeployBlock(client, watch.address as `0x${string}`, indexed)
      : null
    const start = deployed === null ? indexed : deployed > 0n ? deployed - 1n : 0n
    await startWatch(pool, watch.id, start, indexed)
    from = start + 1n
    historyTo = indexed
    // Block 0's logs (a contract deployed in genesis) are read too.
    if (deployed === 0n) from = 0n
  } else {
    from = BigInt(watch.cursor_block) + 1n
    historyTo = BigInt(watch.history_to ?? watch.cursor_block)
  }
  const abi = watch.abi as AbiEvent
  let written = 0
  while (from <= indexed) {
    const last = from + config.BACKFILL_RANGE - 1n < indexed ? from + config.BACKFILL_RANGE - 1n : indexed
    const range = await getLogsAdaptive(
      client,
      from,
      last,
      [watch.topic0 as `0x${string}`],
      watch.address as `0x${string}`,
    )
    const logs = await ensureBlockTimestamps(client, range.logs)
    const known = await readBlockHashes(pool, chainId, [...new Set(logs.map((log) => log.blockNumber as bigint))])
    if (
      logs.some((log) => known.has(log.blockNumber as bigint) && known.get(log.blockNumber as bigint) !== log.blockHash)
    )
      return written
    const rows = toOutboxRows(logs, abi, watch.filter, historyTo, indexed - config.CONFIRMATIONS)
    if (!(await writeWatchLogs(pool, chainId, watch.id, rows, range.toBlock))) return written
    written += rows.length
    from = range.toBlock + 1n
  }
  return written
}

function toOutboxRows(
  logs: readonly Log[],
  abi: AbiEvent,
  filter: unknown,
  historyTo: bigint,
  confirmedUpTo: bigint,
): NewOutboxRow[] {
  const rows: NewOutboxRow[] = []
  for (const log of logs) {
    if (log.removed) continue
    const columns = decodeWatchedLog(abi, log)
    if (!columns || !matchesFilter(filter, columns)) continue
    const blockNumber = log.blockNumber as bigint
    rows.push({
      tx_hash: (log.transactionHash as string).toLowerCase(),
      log_index: log.logIndex as number,
      block_number: blockNumber.toString(),
      block_hash: (log.blockHash as string).toLowerCase(),
      block_timestamp: new Date(Number(log.blockTimestamp) * 1000),
      columns,
      live: blockNumber > historyTo,
      confirmed: blockNumber <= confirmedUpTo,
    })
  }
  return rows
}
