import type pg from 'pg'
import type { PublicClient } from 'viem'
import { handleLogs } from '../handlers/handleLogs.ts'
import { ensureBlockTimestamps } from '../rpc/ensureBlockTimestamps.ts'
import { getLogsAdaptive } from '../rpc/getLogsAdaptive.ts'
import { readCursor, writeBatch } from '../store/writeBatch.ts'

export type BackfillParameters = {
  pool: pg.Pool
  client: PublicClient
  chainId: number
  /** The Seaport contracts whose market events count. */
  seaport: ReadonlySet<string>
  /** First block to index when nothing is indexed yet. */
  startBlock: bigint
  /** Last block to index (the head, or the finalised head). */
  toBlock: bigint
  /** Blocks per eth_getLogs call to begin with; it grows while results are small. */
  initialRange?: bigint
  onProgress?: (progress: { block: bigint; toBlock: bigint; events: number; elapsedMs: number }) => void
  /** Checked between batches: true stops after the batch in hand is committed. */
  isStopping?: () => boolean
}

const MAX_RANGE = 100_000n
// Aim for about this many logs per call: big enough to amortise the round trip, small enough
// that one response does not take seconds to parse.
const TARGET_LOGS = 10_000

/** Indexes from the cursor (or `startBlock`) to `toBlock`, a committed batch per range. */
export async function backfill(parameters: BackfillParameters): Promise<{ events: number; toBlock: bigint }> {
  const { pool, client, chainId } = parameters
  const cursor = await readCursor(pool, chainId)
  let from = cursor === null ? parameters.startBlock : cursor + 1n
  let range = parameters.initialRange ?? 2_000n
  let events = 0
  const began = performance.now()
  while (from <= parameters.toBlock && !parameters.isStopping?.()) {
    const wanted = from + range - 1n < parameters.toBlock ? from + range - 1n : parameters.toBlock
    const { logs: found, toBlock } = await getLogsAdaptive(client, from, wanted)
    const logs = await ensureBlockTimestamps(client, found)
    const block = await client.getBlock({ blockNumber: toBlock })
    const writes = handleLogs(logs, parameters.seaport)
    await writeBatch(pool, chainId, writes, {
      number: toBlock,
      hash: block.hash as string,
      parentHash: block.parentHash,
    })
    events += writes.activity.length
    parameters.onProgress?.({
      block: toBlock,
      toBlock: parameters.toBlock,
      events,
      elapsedMs: performance.now() - began,
    })
    const span = toBlock - from + 1n
    range = logs.length < TARGET_LOGS / 2 && span === range ? (range * 2n > MAX_RANGE ? MAX_RANGE : range * 2n) : span
    from = toBlock + 1n
  }
  return { events, toBlock: parameters.toBlock }
}
