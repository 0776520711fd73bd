import type { Log, PublicClient } from 'viem'
import { APPROVAL, APPROVAL_FOR_ALL, DEPOSIT, WITHDRAWAL } from '../decode/approvalEvents.ts'
import { COLLECTION_CREATED } from '../decode/factoryEvents.ts'
import { NONCE_REVOKED, REDEEMED } from '../decode/lazyMintEvents.ts'
import { COUNTER_INCREMENTED, ORDER_CANCELLED, ORDER_FULFILLED } from '../decode/seaportEvents.ts'
import { TRANSFER, TRANSFER_BATCH, TRANSFER_SINGLE } from '../decode/transferEvents.ts'

/**
 * topic0 filter: the token events, Seaport's, the collections' lazy mints, and the collection factory's (whose emitters decode
 * checks), and what changes
 * whether an order can fill: approvals, WETH deposits and withdrawals (ERC-20 transfers share
 * ERC-721's Transfer topic).
 */
const topics = [
  [
    TRANSFER,
    TRANSFER_SINGLE,
    TRANSFER_BATCH,
    ORDER_FULFILLED,
    ORDER_CANCELLED,
    COUNTER_INCREMENTED,
    APPROVAL_FOR_ALL,
    APPROVAL,
    DEPOSIT,
    WITHDRAWAL,
    COLLECTION_CREATED,
    REDEEMED,
    NONCE_REVOKED,
  ],
]

export type LogRange = { logs: Log[]; toBlock: bigint }

/**
 * eth_getLogs for the indexed events of `fromBlock`…`toBlock`, chain-wide. A node that refuses the
 * range (too many results, a time-out) gets half of it, down to one block; the caller moves on
 * from the returned `toBlock`, which may be short of the one asked for.
 */
export async function getLogsAdaptive(client: PublicClient, fromBlock: bigint, toBlock: bigint): Promise<LogRange> {
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
