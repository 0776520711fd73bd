import { useMutation, useQuery } from '@tanstack/react-query'
import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { callFunction } from '../../client/callFunction.ts'
import type { VitrineClient } from '../../client/createParseClient.ts'
import { useAuth } from '../../hooks/useAuth.ts'
import { useVitrineClient } from '../../hooks/useVitrineClient.ts'
import { queryKey } from '../../nft/queryKey.ts'

/** While a purchase is pending, its status is asked again this often (the provider tells the server by webhook). */
export const ONRAMP_POLL_MS = 4_000

/** The on-ramp's widget URL for the signed-in user's wallet, signed by the server (`getOnrampUrl`). */
export function getOnrampUrl(
  client: VitrineClient,
  sessionToken: string,
  params: FunctionParameters<'getOnrampUrl'> = {},
): Promise<FunctionReturnType<'getOnrampUrl'>> {
  return callFunction(client, 'getOnrampUrl', params, { sessionToken })
}

/** The signed-in user's card purchases, newest first (`getOnrampStatus`). */
export function getOnrampStatus(
  client: VitrineClient,
  sessionToken: string,
): Promise<FunctionReturnType<'getOnrampStatus'>> {
  return callFunction(client, 'getOnrampStatus', {}, { sessionToken })
}

/**
 * The signed-in user's card purchases, asked again every few seconds while one is pending or
 * while `watching` (the widget was just opened: the first webhook is on its way).
 */
export function useOnrampStatus({ enabled = true, watching = false }: { enabled?: boolean; watching?: boolean } = {}) {
  const { client } = useVitrineClient('useOnrampStatus')
  const { user, isAuthenticated } = useAuth()
  const sessionToken = user?.sessionToken
  return useQuery({
    queryKey: [...queryKey('getOnrampStatus', {}), user?.objectId ?? ''],
    queryFn: () => getOnrampStatus(client, sessionToken as string),
    enabled: enabled && isAuthenticated && Boolean(sessionToken),
    refetchInterval: (query) =>
      watching || query.state.data?.purchases.some((purchase) => purchase.status === 'pending')
        ? ONRAMP_POLL_MS
        : false,
  })
}

/** Asks the server for a signed widget URL (`getOnrampUrl`) when called: for the "Buy ETH" button. */
export function useOnrampUrl() {
  const { client } = useVitrineClient('useOnrampUrl')
  const { user } = useAuth()
  return useMutation({
    mutationFn: (params: FunctionParameters<'getOnrampUrl'> = {}) =>
      getOnrampUrl(client, user?.sessionToken ?? '', params),
  })
}
