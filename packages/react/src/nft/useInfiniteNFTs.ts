import { useInfiniteQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetNFTsParameters } from './getNFTs.ts'
import { getNFTsInfiniteQueryOptions } from './getNFTs.ts'

/** The tokens a wallet holds, page by page (`getNFTs`). */
export function useInfiniteNFTs(params: Omit<GetNFTsParameters, 'cursor'>, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useInfiniteNFTs')
  return useInfiniteQuery({ ...getNFTsInfiniteQueryOptions(client, params), ...options })
}
