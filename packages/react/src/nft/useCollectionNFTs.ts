import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetCollectionNFTsParameters } from './getCollectionNFTs.ts'
import { getCollectionNFTsQueryOptions } from './getCollectionNFTs.ts'

/** A collection's tokens page by page, sorted and filtered by traits (`getCollectionNFTs`). */
export function useCollectionNFTs(
  params: Omit<GetCollectionNFTsParameters, 'cursor'>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useVitrineContext('useCollectionNFTs')
  return useInfiniteQuery({ ...getCollectionNFTsQueryOptions(client, params), ...options })
}
