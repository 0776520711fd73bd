import { parseAbi, toEventSelector } from 'viem'

/** Vitrine's CollectionFactory (packages/contracts): a collection is born with this event. */
export const factoryEventsAbi = parseAbi([
  'event CollectionCreated(address indexed collection, address indexed owner, uint8 standard, string name, string symbol)',
])

export const COLLECTION_CREATED = toEventSelector(factoryEventsAbi[0])
