import { useQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetCollectionTraitsParameters } from './getCollectionTraits.ts'
import { getCollectionTraitsQueryOptions } from './getCollectionTraits.ts'

/** A collection's trait types and values with their counts (`getCollectionTraits`). */
export function useCollectionTraits(params: GetCollectionTraitsParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineContext('useCollectionTraits')
  return useQuery({ ...getCollectionTraitsQueryOptions(client, params), ...options })
}
