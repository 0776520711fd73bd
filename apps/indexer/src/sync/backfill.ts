import type { PublicClient } from 'viem'
import type { Common } from '../Common.ts'
import { INDEXED_TOPICS } from '../decode/indexedTopics.ts'
import { handleLogs } from '../handlers/handleLogs.ts'
import type { Writes } from '../handlers/Writes.ts'
import { checkOrders } from '../orderBook/checkOrders.ts'
import { ensureBlockTimestamps } from '../rpc/ensureBlockTimestamps.ts'
import { getBlockAt } from '../rpc/getBlockAt.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'
import { finishBulkLoad, isBulkLoading, startBulkLoad } from '../store/bulkLoad.ts'
import { readOrdersToCheck } from '../store/readOrdersToCheck.ts'
import { readCursor, writeBatch } from '../store/writeBatch.ts'
import { rollBackIfReorged } from './reorg.ts'

/** A backfill's range and pace (the chain, the contracts that count and the database are `common`'s). */
export type BackfillParameters = {
  /** First block to index when nothing is indexed yet. */
  startBlock: bigint
  /** Last block to index (the head, or the finalised head). */
  toBlock: bigint
  /** Blocks per eth_getLogs call to begin with; it grows while results are small. */
  initialRange?: bigint
  onProgress?: (progress: { block: bigint; toBlock: bigint; events: number; elapsedMs: number }) => void
  /** Checked between batches: true stops after the batch in hand is committed. */
  isStopping?: () => boolean
  /**
   * Logs still to come, estimated from those seen so far, above which the backfill becomes a bulk
   * load (bulkLoad.ts): indexes and counts built once at the end.
   */
  bulkLoadAbove?: number
}

const BULK_LOAD_ABOVE = 50_000

const MAX_RANGE = 100_000n
// Aim for about this many logs per call: big enough to amortise the round trip, small enough
// that one response does not take seconds to parse.
const TARGET_LOGS = 10_000

type Fetched = {
  from: bigint
  toBlock: bigint
  logs: number
  writes: Writes
  block: { hash: string; parentHash: string }
}

/**
 * One range's writes and its last block, for the batch's cursor. Its logs are decoded as soon as
 * they arrive, while the batch before is being written.
 */
async function fetchRange(
  client: PublicClient,
  seaport: ReadonlySet<string>,
  from: bigint,
  to: bigint,
  factories?: ReadonlySet<string>,
): Promise<Fetched> {
  const { logs: found, toBlock } = await getLogsAdaptive(client, from, to, INDEXED_TOPICS)
  const [logs, block] = await Promise.all([ensureBlockTimestamps(client, found), getBlockAt(client, toBlock)])
  return {
    from,
    toBlock,
    logs: logs.length,
    writes: handleLogs(logs, seaport, factories),
    block: { hash: block.hash as string, parentHash: block.parentHash },
  }
}

/** The next range's size: doubled while calls come back small, cut in proportion when too big. */
function nextRange(range: bigint, fetched: Fetched): bigint {
  const span = fetched.toBlock - fetched.from + 1n
  const count = fetched.logs
  if (count > TARGET_LOGS) {
    const scaled = (span * BigInt(TARGET_LOGS)) / BigInt(count)
    return scaled > 0n ? scaled : 1n
  }
  if (count < TARGET_LOGS / 2 && span === range) return range * 2n > MAX_RANGE ? MAX_RANGE : range * 2n
  return span
}

/**
 * Indexes from the cursor (or `startBlock`) to `toBlock`, a committed batch per range, after
 * rolling back blocks the chain no longer has. A range keeps only its last block's hash, so
 * `toBlock` should be old enough not to be reorged (main leaves the newest blocks to follow).
 * The next range is fetched while the current one is written: the node and the database work at once.
 */
export async function backfill(
  common: Common,
  parameters: BackfillParameters,
): Promise<{ events: number; toBlock: bigint; reorgedTo: bigint | null; bulkLoad: boolean }> {
  const { pool, client, config } = common
  const chainId = config.CHAIN_ID
  // The chain may have dropped the last blocks indexed while the indexer was stopped.
  const reorgedTo = await rollBackIfReorged(pool, client, chainId)
  const cursor = await readCursor(pool, chainId)
  const last = parameters.toBlock
  const fetchFrom = (from: bigint, range: bigint) => {
    const to = from + range - 1n < last ? from + range - 1n : last
    const fetching = fetchRange(client, config.SEAPORT_ADDRESSES, from, to, config.FACTORY_ADDRESSES)
    // Awaited later, or dropped when stopping: never an unhandled rejection meanwhile.
    fetching.catch(() => {})
    return fetching
  }
  // A bulk load begun by a run that was stopped goes on.
  let bulk = await isBulkLoading(pool, chainId)
  let range = parameters.initialRange ?? 2_000n
  let events = 0
  let logs = 0
  const began = performance.now()
  const start = cursor === null ? parameters.startBlock : cursor + 1n
  let next = start <= last ? fetchFrom(start, range) : null
  while (next && !parameters.isStopping?.()) {
    const fetched = await next
    range = nextRange(range, fetched)
    next = fetched.toBlock < last ? fetchFrom(fetched.toBlock + 1n, range) : null
    logs += fetched.logs
    if (!bulk && next) {
      const perBlock = logs / Number(fetched.toBlock - start + 1n)
      if (perBlock * Number(last - fetched.toBlock) > (parameters.bulkLoadAbove ?? BULK_LOAD_ABOVE)) {
        await startBulkLoad(pool, chainId)
        bulk = true
      }
    }
    const { writes } = fetched
    const toCheck = await readOrdersToCheck(pool, chainId, writes.orderTouches, fetched.toBlock)
    writes.orderUpdates = await checkOrders(client, toCheck, writes.orderTouches, fetched.toBlock)
    await writeBatch(pool, chainId, writes, { number: fetched.toBlock, ...fetched.block }, { bulk })
    events += writes.activity.length
    parameters.onProgress?.({ block: fetched.toBlock, toBlock: last, events, elapsedMs: performance.now() - began })
  }
  if (bulk && !next) await finishBulkLoad(pool, chainId)
  return { events, toBlock: last, reorgedTo, bulkLoad: bulk }
}
