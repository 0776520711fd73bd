import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetCollectionTraitsParameters } from './getCollectionTraits.ts'
import { getCollectionTraitsQueryOptions } from './getCollectionTraits.ts'

/** A collection's trait types and values with their counts (`getCollectionTraits`). */
export function useCollectionTraits(params: GetCollectionTraitsParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useCollectionTraits')
  return useQuery({ ...getCollectionTraitsQueryOptions(client, params), ...options })
}
