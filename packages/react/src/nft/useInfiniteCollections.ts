import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetCollectionsParameters } from './getCollections.ts'
import { getCollectionsInfiniteQueryOptions } from './getCollections.ts'

/** Collections page by page (`fetchNextPage` for more): `data.pages[i].results`. */
export function useInfiniteCollections(
  params: Omit<GetCollectionsParameters, 'cursor'>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useVitrineClient('useInfiniteCollections')
  return useInfiniteQuery({ ...getCollectionsInfiniteQueryOptions(client, params), ...options })
}
