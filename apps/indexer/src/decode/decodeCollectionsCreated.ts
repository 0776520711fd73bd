import { STANDARDS, type Standard } from '@vitrine/api'
import { decodeEventLog, type Log } from 'viem'
import { checksumAddress } from './checksumAddress.ts'
import { COLLECTION_CREATED, factoryEventsAbi } from './factoryEvents.ts'

export type CollectionCreated = { address: string; creator: string; standard: Standard; blockNumber: bigint }

/**
 * Logs → collections made by the factories given. Only those emitters count: any contract could
 * emit the same event naming any address (a token it does not make) as a new collection.
 */
export function decodeCollectionsCreated(logs: readonly Log[], factories: ReadonlySet<string>): CollectionCreated[] {
  if (factories.size === 0) return []
  const created: CollectionCreated[] = []
  for (const log of logs) {
    if (log.topics[0] !== COLLECTION_CREATED || log.blockNumber === null) continue
    if (!factories.has(checksumAddress(log.address))) continue
    try {
      const { args } = decodeEventLog({ abi: factoryEventsAbi, data: log.data, topics: log.topics })
      // The factory's enum, in the order of STANDARDS.
      const standard = STANDARDS[args.standard]
      if (!standard) continue
      created.push({
        address: checksumAddress(args.collection),
        creator: checksumAddress(args.owner),
        standard,
        blockNumber: log.blockNumber,
      })
    } catch {
      // Not the factory's shape after all: skipped, as any log that does not decode.
    }
  }
  return created
}
