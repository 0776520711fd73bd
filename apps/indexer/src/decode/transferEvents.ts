import { parseAbi } from 'viem'
import { eventTopics } from './eventTopics.ts'

/** The token events the indexer follows chain-wide. */
export const transferEventsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

export const transferTopics = eventTopics(transferEventsAbi)
