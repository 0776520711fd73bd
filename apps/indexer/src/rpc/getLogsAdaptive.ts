import type { Log, LogTopic, PublicClient } from 'viem'

export type LogRange = { logs: Log[]; toBlock: bigint }

/**
 * eth_getLogs for the events of `topics` (a topic filter, as decode's INDEXED_TOPICS) of `fromBlock`…`toBlock`, chain-wide. A node that refuses the
 * range (too many results, a time-out) gets half of it, down to one block; the caller moves on
 * from the returned `toBlock`, which may be short of the one asked for.
 */
export async function getLogsAdaptive(
  client: PublicClient,
  fromBlock: bigint,
  toBlock: bigint,
  topics: LogTopic[],
  /** Only this contract's logs (a watched event's), when given. */
  address?: `0x${string}`,
): Promise<LogRange> {
  let end = toBlock
  for (;;) {
    try {
      // A range too big for the node is halved at once, not retried as is; a single block, which
      // cannot be halved, gets the transport's retries.
      const retryCount = end === fromBlock ? undefined : 0
      const logs = (await client.request(
        {
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: `0x${fromBlock.toString(16)}`,
              toBlock: `0x${end.toString(16)}`,
              topics,
              ...(address ? { address } : {}),
            },
          ],
        },
        { retryCount },
      )) as unknown as RawLog[]
      return { logs: logs.map(formatLog), toBlock: end }
    } catch (error) {
      if (end === fromBlock) throw error
      end = fromBlock + (end - fromBlock) / 2n
    }
  }
}

type RawLog = Omit<Log, 'blockNumber' | 'blockTimestamp' | 'logIndex' | 'transactionIndex'> & {
  blockNumber: `0x${string}`
  blockTimestamp?: `0x${string}`
  logIndex: `0x${string}`
  transactionIndex: `0x${string}`
}

/** The raw RPC log with its hex numbers as numbers (viem's own formatter does the same). */
function formatLog(log: RawLog): Log {
  return {
    ...log,
    blockNumber: BigInt(log.blockNumber),
    blockTimestamp: log.blockTimestamp ? BigInt(log.blockTimestamp) : undefined,
    logIndex: Number(log.logIndex),
    transactionIndex: Number(log.transactionIndex),
  } as Log
}
