import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { GetOrdersParams } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import { queryKey } from '../nft/queryKey.ts'

/** A page of the order book (`getOrders`): active orders, best price first, unless asked otherwise. */
export function getOrders(client: VitrineClient, params: GetOrdersParams) {
  return callFunction(client, 'getOrders', params)
}

export function getOrdersQueryOptions(client: VitrineClient, params: GetOrdersParams) {
  return queryOptions({ queryKey: queryKey('getOrders', params), queryFn: () => getOrders(client, params) })
}

/**
 * Orders of a token, a collection or a maker (`getOrders`); refreshed by `useLiveUpdates`. With
 * `keepPrevious`, the last answer stays while one for new parameters (a filter changed) loads.
 */
export function useOrders(params: GetOrdersParams, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  const { client } = useVitrineClient('useOrders')
  const { keepPrevious = false, ...rest } = options
  return useQuery({
    ...getOrdersQueryOptions(client, params),
    ...rest,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
  })
}
