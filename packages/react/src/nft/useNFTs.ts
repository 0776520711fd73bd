import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetNFTsParameters } from './getNFTs.ts'
import { getNFTsQueryOptions } from './getNFTs.ts'

/** The tokens a wallet holds, one page at a time (`cursor` for the next) (`getNFTs`). */
export function useNFTs(params: GetNFTsParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useNFTs')
  return useQuery({ ...getNFTsQueryOptions(client, params), ...options })
}
