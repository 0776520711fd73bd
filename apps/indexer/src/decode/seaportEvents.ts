import { parseAbi, toEventSelector } from 'viem'

/** The Seaport 1.6 events the indexer follows, from the Seaport contracts it is told of. */
export const seaportEventsAbi = parseAbi([
  'struct SpentItem { uint8 itemType; address token; uint256 identifier; uint256 amount; }',
  'struct ReceivedItem { uint8 itemType; address token; uint256 identifier; uint256 amount; address recipient; }',
  'event OrderFulfilled(bytes32 orderHash, address indexed offerer, address indexed zone, address recipient, SpentItem[] offer, ReceivedItem[] consideration)',
  'event OrderCancelled(bytes32 orderHash, address indexed offerer, address indexed zone)',
  'event CounterIncremented(uint256 newCounter, address indexed offerer)',
])

export const ORDER_FULFILLED = toEventSelector(seaportEventsAbi[0])
export const ORDER_CANCELLED = toEventSelector(seaportEventsAbi[1])
export const COUNTER_INCREMENTED = toEventSelector(seaportEventsAbi[2])
