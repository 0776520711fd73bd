import { useQuery } from '@tanstack/react-query'
import type { MarketConfig } from '@vitrine/api'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import { queryKey } from '../nft/queryKey.ts'

/** What orders must name to be accepted: Seaport, the conduit, WETH, the fee (`getMarketConfig`). */
export function getMarketConfig(client: VitrineClient): Promise<MarketConfig> {
  return callFunction(client, 'getMarketConfig', {})
}

export function useMarketConfig() {
  const { client } = useVitrineClient('useMarketConfig')
  return useQuery({
    queryKey: queryKey('getMarketConfig', {}),
    queryFn: () => getMarketConfig(client),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
