import { useQuery } from '@tanstack/react-query'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import type { GetNFTParameters } from './getNFT.ts'
import { getNFTQueryOptions } from './getNFT.ts'

/** One token with its owner(s) (`getNFT`). */
export function useNFT(params: GetNFTParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineContext('useNFT')
  return useQuery({ ...getNFTQueryOptions(client, params), ...options })
}
