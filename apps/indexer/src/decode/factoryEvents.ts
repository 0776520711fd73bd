import { collectionFactoryAbi } from '@vitrine/contracts'
import { getAbiItem, toEventSelector } from 'viem'

/** Vitrine's CollectionFactory (packages/contracts): a collection is born with this event. */
const collectionCreated = getAbiItem({ abi: collectionFactoryAbi, name: 'CollectionCreated' })

export const factoryEventsAbi = [collectionCreated] as const

export const COLLECTION_CREATED = toEventSelector(collectionCreated)
