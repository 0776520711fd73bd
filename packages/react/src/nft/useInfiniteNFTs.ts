import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetNFTsParameters } from './getNFTs.ts'
import { getNFTsInfiniteQueryOptions } from './getNFTs.ts'

/** The tokens a wallet holds, page by page (`getNFTs`). */
export function useInfiniteNFTs(params: Omit<GetNFTsParameters, 'cursor'>, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineContext('useInfiniteNFTs')
  return useInfiniteQuery({ ...getNFTsInfiniteQueryOptions(client, params), ...options })
}
