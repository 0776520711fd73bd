import { useMutation, useQuery } from '@tanstack/react-query'
import type { FunctionParameters, FunctionReturnType } from '@vitrine/api'
import type { VitrineClient } from '../client/createParseClient.ts'
import { useAuth } from '../hooks/useAuth.ts'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import { queryKey } from '../nft/queryKey.ts'

/** While a purchase is pending, its status is asked again this often (the provider tells the server by webhook). */
export const ONRAMP_POLL_MS = 4_000

/** A function only a signed-in user may call: the session goes with it. */
async function callSignedIn<N extends 'getOnrampUrl' | 'getOnrampStatus'>(
  client: VitrineClient,
  sessionToken: string,
  name: N,
  params: FunctionParameters<N>,
): Promise<FunctionReturnType<N>> {
  const { result } = await client.request<{ result: FunctionReturnType<N> }>('POST', `/functions/${name}`, {
    body: params,
    sessionToken,
  })
  return result
}

/** The on-ramp's widget URL for the signed-in user's wallet, signed by the server (`getOnrampUrl`). */
export function getOnrampUrl(
  client: VitrineClient,
  sessionToken: string,
  params: FunctionParameters<'getOnrampUrl'> = {},
): Promise<FunctionReturnType<'getOnrampUrl'>> {
  return callSignedIn(client, sessionToken, 'getOnrampUrl', params)
}

/** The signed-in user's card purchases, newest first (`getOnrampStatus`). */
export function getOnrampStatus(
  client: VitrineClient,
  sessionToken: string,
): Promise<FunctionReturnType<'getOnrampStatus'>> {
  return callSignedIn(client, sessionToken, 'getOnrampStatus', {})
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
