import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetCollectionNFTsParameters } from './getCollectionNFTs.ts'
import { getCollectionNFTsQueryOptions } from './getCollectionNFTs.ts'

/** A collection's tokens page by page, sorted and filtered by traits (`getCollectionNFTs`). */
export function useCollectionNFTs(
  params: Omit<GetCollectionNFTsParameters, 'cursor'>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useVitrineClient('useCollectionNFTs')
  return useInfiniteQuery({ ...getCollectionNFTsQueryOptions(client, params), ...options })
}
