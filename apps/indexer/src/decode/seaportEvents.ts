import { parseAbi } from 'viem'
import { eventTopics } from './eventTopics.ts'

/** The Seaport 1.6 events the indexer follows, from the Seaport contracts it is told of. */
export const seaportEventsAbi = parseAbi([
  'struct SpentItem { uint8 itemType; address token; uint256 identifier; uint256 amount; }',
  'struct ReceivedItem { uint8 itemType; address token; uint256 identifier; uint256 amount; address recipient; }',
  'event OrderFulfilled(bytes32 orderHash, address indexed offerer, address indexed zone, address recipient, SpentItem[] offer, ReceivedItem[] consideration)',
  'event OrderCancelled(bytes32 orderHash, address indexed offerer, address indexed zone)',
  'event CounterIncremented(uint256 newCounter, address indexed offerer)',
])

export const seaportTopics = eventTopics(seaportEventsAbi)
