import { useQuery } from '@tanstack/react-query'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import type { GetNFTParameters } from './getNFT.ts'
import { getNFTQueryOptions } from './getNFT.ts'

/** One token with its owner(s) (`getNFT`). */
export function useNFT(params: GetNFTParameters, options: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useNFT')
  return useQuery({ ...getNFTQueryOptions(client, params), ...options })
}
