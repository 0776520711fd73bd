import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GetRaribleCollectionListingsParams, GetRaribleListingsParams } from '@vitrine/api'
import { callFunction } from '../../client/callFunction.ts'
import type { VitrineClient } from '../../client/createParseClient.ts'
import { useVitrineClient } from '../../hooks/useVitrineClient.ts'
import { queryKey } from '../../nft/queryKey.ts'

/** Rarible's own listings of a token (`getRaribleListings`): read-only, bought on Rarible. */
export function getRaribleListings(client: VitrineClient, params: GetRaribleListingsParams) {
  return callFunction(client, 'getRaribleListings', params)
}

export function getRaribleListingsQueryOptions(client: VitrineClient, params: GetRaribleListingsParams) {
  return queryOptions({
    queryKey: queryKey('getRaribleListings', params),
    queryFn: () => getRaribleListings(client, params),
    // Another marketplace's book: a minute old is fresh enough, and it is not ours to hammer.
    staleTime: 60_000,
  })
}

/** Rarible's listings of a token; `data.enabled` is false when no Rarible API is configured. */
export function useRaribleListings(params: GetRaribleListingsParams) {
  const { client } = useVitrineClient('useRaribleListings')
  return useQuery(getRaribleListingsQueryOptions(client, params))
}

/** Rarible's own listings of any token of a collection (`getRaribleCollectionListings`), each with its token id. */
export function getRaribleCollectionListings(client: VitrineClient, params: GetRaribleCollectionListingsParams) {
  return callFunction(client, 'getRaribleCollectionListings', params)
}

export function getRaribleCollectionListingsQueryOptions(
  client: VitrineClient,
  params: GetRaribleCollectionListingsParams,
) {
  return queryOptions({
    queryKey: queryKey('getRaribleCollectionListings', params),
    queryFn: () => getRaribleCollectionListings(client, params),
    staleTime: 60_000,
  })
}

/** Rarible's listings of a collection's tokens; `data.enabled` is false when no Rarible API is configured. */
export function useRaribleCollectionListings(params: GetRaribleCollectionListingsParams) {
  const { client } = useVitrineClient('useRaribleCollectionListings')
  return useQuery(getRaribleCollectionListingsQueryOptions(client, params))
}
