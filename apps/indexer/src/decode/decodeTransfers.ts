import { decodeEventLog, getAddress, type Log } from 'viem'
import type { TokenTransfer } from './TokenEvent.ts'
import { TRANSFER, TRANSFER_BATCH, TRANSFER_SINGLE, transferEventsAbi } from './transferEvents.ts'

/**
 * Logs → token transfers. An ERC-20 Transfer has the same topic0 with 3 topics: only the
 * 4-topic form (tokenId indexed) is ERC-721. A log that does not decode is skipped, not fatal:
 * any contract can emit anything.
 */
export function decodeTransfers(logs: readonly Log[]): TokenTransfer[] {
  const transfers: TokenTransfer[] = []
  for (const log of logs) {
    const topic = log.topics[0]
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const base = {
      address: getAddress(log.address),
      blockNumber: log.blockNumber,
      blockTime: log.blockTimestamp ?? 0n,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
    }
    try {
      if (topic === TRANSFER) {
        if (log.topics.length !== 4) continue
        const { args } = decodeEventLog({
          abi: transferEventsAbi,
          eventName: 'Transfer',
          data: log.data,
          topics: log.topics,
        })
        transfers.push({
          ...base,
          standard: 'ERC721',
          tokenId: args.tokenId,
          from: args.from,
          to: args.to,
          amount: 1n,
          batchIndex: 0,
        })
      } else if (topic === TRANSFER_SINGLE) {
        const { args } = decodeEventLog({
          abi: transferEventsAbi,
          eventName: 'TransferSingle',
          data: log.data,
          topics: log.topics,
        })
        transfers.push({
          ...base,
          standard: 'ERC1155',
          tokenId: args.id,
          from: args.from,
          to: args.to,
          amount: args.value,
          batchIndex: 0,
        })
      } else if (topic === TRANSFER_BATCH) {
        const { args } = decodeEventLog({
          abi: transferEventsAbi,
          eventName: 'TransferBatch',
          data: log.data,
          topics: log.topics,
        })
        if (args.ids.length !== args.values.length) continue
        args.ids.forEach((id, batchIndex) => {
          transfers.push({
            ...base,
            standard: 'ERC1155',
            tokenId: id,
            from: args.from,
            to: args.to,
            amount: args.values[batchIndex] as bigint,
            batchIndex,
          })
        })
      }
    } catch {
      // Malformed for its signature: not a token event we can trust.
    }
  }
  return transfers
}
