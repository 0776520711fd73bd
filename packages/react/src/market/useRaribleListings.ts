import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GetRaribleListingsParams } from '@vitrine/api'
import type { VitrineClient } from '../client/createParseClient.ts'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import { callMarket, marketQueryKey } from './marketCalls.ts'

/** Rarible's own listings of a token (`getRaribleListings`): read-only, bought on Rarible. */
export function getRaribleListings(client: VitrineClient, params: GetRaribleListingsParams) {
  return callMarket(client, 'getRaribleListings', params)
}

export function getRaribleListingsQueryOptions(client: VitrineClient, params: GetRaribleListingsParams) {
  return queryOptions({
    queryKey: marketQueryKey('getRaribleListings', params),
    queryFn: () => getRaribleListings(client, params),
    // Another marketplace's book: a minute old is fresh enough, and it is not ours to hammer.
    staleTime: 60_000,
  })
}

/** Rarible's listings of a token; `data.enabled` is false when no Rarible API is configured. */
export function useRaribleListings(params: GetRaribleListingsParams) {
  const { client } = useVitrineContext('useRaribleListings')
  return useQuery(getRaribleListingsQueryOptions(client, params))
}
