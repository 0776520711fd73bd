import { parseAbi, toEventSelector } from 'viem'

/** The token events the indexer follows chain-wide. */
export const transferEventsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

export const TRANSFER = toEventSelector(transferEventsAbi[0])
export const TRANSFER_SINGLE = toEventSelector(transferEventsAbi[1])
export const TRANSFER_BATCH = toEventSelector(transferEventsAbi[2])
