import { useQuery } from '@tanstack/react-query'
import type { FunctionParameters, SwapQuote, SwapToken } from '@vitrine/api'
import { callFunction } from '../../client/callFunction.ts'
import type { VitrineClient } from '../../client/createParseClient.ts'
import { useVitrineClient } from '../../hooks/useVitrineClient.ts'

export type SwapQuoteParameters = FunctionParameters<'getSwapQuote'>

/** The tokens a buyer may pay with through a swap (`getSwapTokens`, the `oneInch` source). */
export function getSwapTokens(client: VitrineClient): Promise<SwapToken[]> {
  return callFunction(client, 'getSwapTokens', {})
}

/** A priced swap with its transaction (`getSwapQuote`). */
export function getSwapQuote(client: VitrineClient, params: SwapQuoteParameters): Promise<SwapQuote> {
  return callFunction(client, 'getSwapQuote', params)
}

export function useSwapTokens({ enabled = true }: { enabled?: boolean } = {}) {
  const { client } = useVitrineClient('useSwapTokens')
  return useQuery({
    queryKey: ['vitrine', 'getSwapTokens', {}],
    queryFn: () => getSwapTokens(client),
    staleTime: 10 * 60_000,
    enabled,
  })
}

/** A quote for `params` (none while null), asked again every 20 s while shown: a quote is good for a minute. */
export function useSwapQuote(params: SwapQuoteParameters | null) {
  const { client } = useVitrineClient('useSwapQuote')
  return useQuery({
    queryKey: ['vitrine', 'getSwapQuote', params ?? {}],
    queryFn: () => getSwapQuote(client, params as SwapQuoteParameters),
    enabled: params !== null,
    refetchInterval: 20_000,
    retry: false,
  })
}
