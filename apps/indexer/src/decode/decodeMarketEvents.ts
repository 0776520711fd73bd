import { decodeEventLog, type Log } from 'viem'
import { checksumAddress } from './checksumAddress.ts'
import type { MarketEvent } from './MarketEvent.ts'
import { seaportEventsAbi, seaportTopics } from './seaportEvents.ts'

const SEAPORT_TOPICS: ReadonlySet<string | undefined> = new Set(Object.values(seaportTopics))

/**
 * Logs → Seaport events, only from the given Seaport contracts: anyone can emit an event with
 * Seaport's signature, and a forged sale must not count towards a collection's volume.
 */
export function decodeMarketEvents(logs: readonly Log[], seaport: ReadonlySet<string>): MarketEvent[] {
  const events: MarketEvent[] = []
  for (const log of logs) {
    const topic = log.topics[0]
    if (!SEAPORT_TOPICS.has(topic)) continue
    if (log.blockNumber === null || log.logIndex === null || log.transactionHash === null) continue
    const address = checksumAddress(log.address)
    if (!seaport.has(address)) continue
    const base = {
      seaport: address,
      blockNumber: log.blockNumber,
      blockTime: log.blockTimestamp ?? 0n,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
    }
    try {
      const { eventName, args } = decodeEventLog({ abi: seaportEventsAbi, data: log.data, topics: log.topics })
      if (eventName === 'OrderFulfilled') {
        events.push({
          ...base,
          kind: 'fulfilled',
          orderHash: args.orderHash,
          offerer: args.offerer,
          recipient: args.recipient,
          offer: args.offer.map((item) => ({ ...item, token: checksumAddress(item.token) })),
          consideration: args.consideration.map(({ recipient: _, ...item }) => ({
            ...item,
            token: checksumAddress(item.token),
          })),
        })
      } else if (eventName === 'OrderCancelled') {
        events.push({ ...base, kind: 'cancelled', orderHash: args.orderHash, offerer: args.offerer })
      } else {
        events.push({ ...base, kind: 'counter', offerer: args.offerer, counter: args.newCounter })
      }
    } catch {
      // Malformed for its signature: skipped, like any undecodable log.
    }
  }
  return events
}
