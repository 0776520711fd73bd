import type { Log, PublicClient } from 'viem'
import { getBlockAt } from './getBlockAt.ts'

/**
 * Logs with their block's timestamp. Most nodes put `blockTimestamp` in each log; for one that
 * does not, the blocks are fetched (once each, batched by the transport).
 */
export async function ensureBlockTimestamps(client: PublicClient, logs: Log[]): Promise<Log[]> {
  const missing = [...new Set(logs.filter((log) => log.blockTimestamp == null).map((log) => log.blockNumber as bigint))]
  if (missing.length === 0) return logs
  const blocks = await Promise.all(missing.map((blockNumber) => getBlockAt(client, blockNumber)))
  const times = new Map(blocks.map((block) => [block.number as bigint, block.timestamp]))
  return logs.map((log) =>
    log.blockTimestamp == null ? { ...log, blockTimestamp: times.get(log.blockNumber as bigint) } : log,
  )
}
