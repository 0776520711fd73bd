import { useQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetCollectionParameters } from './getCollection.ts'
import { getCollectionQueryOptions } from './getCollection.ts'

/** One collection with its counters (`getCollection`). */
export function useCollection(params: GetCollectionParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineContext('useCollection')
  return useQuery({ ...getCollectionQueryOptions(client, params), ...options })
}
