import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetCollectionsParameters } from './getCollections.ts'
import { getCollectionsQueryOptions } from './getCollections.ts'

/** Collections one page at a time (`cursor` for the next): `data.results`. */
export function useCollections(params: GetCollectionsParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useCollections')
  return useQuery({ ...getCollectionsQueryOptions(client, params), ...options })
}
