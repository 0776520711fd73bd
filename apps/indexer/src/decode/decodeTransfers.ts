import { decodeAbiParameters, type Log } from 'viem'
import { checksumAddress, topicAddress } from './checksumAddress.ts'
import type { TokenTransfer } from './TokenEvent.ts'
import { transferTopics } from './transferEvents.ts'

const TRANSFER_TOPICS: ReadonlySet<string | undefined> = new Set(Object.values(transferTopics))

const WORD = /^0x[0-9a-fA-F]{128}$/
const batchData = [{ type: 'uint256[]' }, { type: 'uint256[]' }] as const

/**
 * Logs → token transfers. An ERC-20 Transfer has the same topic0 with 3 topics: only the
 * 4-topic form (tokenId indexed) is ERC-721. A log that does not decode is skipped, not fatal:
 * any contract can emit anything. The fixed-size events are read straight from their topics
 * and data (a generic ABI decoder costs most of a backfill's CPU); TransferBatch's arrays go
 * through viem's decoder.
 */
export function decodeTransfers(logs: readonly Log[]): TokenTransfer[] {
  const transfers: TokenTransfer[] = []
  for (const log of logs) {
    const topic = log.topics[0]
    if (!TRANSFER_TOPICS.has(topic)) continue
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const address = checksumAddress(log.address)
    const { blockNumber, logIndex, transactionHash: txHash } = log
    const blockTime = log.blockTimestamp ?? 0n
    if (topic === transferTopics.Transfer) {
      const id = log.topics[3]
      if (log.topics.length !== 4 || id?.length !== 66 || log.data !== '0x') continue
      const from = topicAddress(log.topics[1])
      const to = topicAddress(log.topics[2])
      if (!from || !to) continue
      const tokenId = BigInt(id)
      transfers.push({
        standard: 'ERC721',
        address,
        tokenId,
        from,
        to,
        amount: 1n,
        blockNumber,
        blockTime,
        logIndex,
        batchIndex: 0,
        txHash,
      })
      continue
    }
    const base = { address, blockNumber, blockTime, logIndex, txHash }
    const [from, to] = [topicAddress(log.topics[2]), topicAddress(log.topics[3])]
    if (log.topics.length !== 4 || !topicAddress(log.topics[1]) || !from || !to) continue
    if (topic === transferTopics.TransferSingle) {
      if (!WORD.test(log.data)) continue
      const tokenId = BigInt(`0x${log.data.slice(2, 66)}`)
      const amount = BigInt(`0x${log.data.slice(66)}`)
      transfers.push({ ...base, standard: 'ERC1155', tokenId, from, to, amount, batchIndex: 0 })
      continue
    }
    try {
      const [ids, values] = decodeAbiParameters(batchData, log.data)
      if (ids.length !== values.length) continue
      ids.forEach((tokenId, batchIndex) => {
        const amount = values[batchIndex] as bigint
        transfers.push({ ...base, standard: 'ERC1155', tokenId, from, to, amount, batchIndex })
      })
    } catch {
      // Malformed for its signature: not a token event we can trust.
    }
  }
  return transfers
}
