import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetCollectionParameters } from './getCollection.ts'
import { getCollectionQueryOptions } from './getCollection.ts'

/** One collection with its counters (`getCollection`). */
export function useCollection(params: GetCollectionParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useCollection')
  return useQuery({ ...getCollectionQueryOptions(client, params), ...options })
}
