import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { useAuthController } from './auth/useAuthController.ts'
import { createAuthApi } from './client/authApi.ts'
import { createParseClient } from './client/createParseClient.ts'
import { createQueryClient } from './client/createQueryClient.ts'
import { createCurrentUserStore } from './client/currentUserStore.ts'
import { ConfigurationError } from './errors.ts'
import { useUserController } from './user/useUserController.ts'
import { VitrineClientContext } from './VitrineClientContext.ts'
import { VitrineContext } from './VitrineContext.ts'
import { useWalletController } from './wallet/useWalletController.ts'

export type VitrineProviderProps = {
  /** Parse application id of the backend, e.g. `vitrine`. */
  appId: string
  /** URL of the backend API, e.g. `http://localhost:2053/server`. */
  serverUrl: string
  /** The chain wallet sign-in and reads use. Default: local anvil (31337 on :8545). */
  chainId?: number
  rpcUrl?: string
  /**
   * The TanStack Query client of the data hooks (`useCollection`, …). Default: one made here with
   * `createQueryClient()`. A page that prefetches on the server hydrates it (`HydrationBoundary`).
   */
  queryClient?: QueryClient
  children?: ReactNode
}

/**
 * Gives every component below it the user, the auth state and the wallet (`useAuth`, `useUser`,
 * `useWallet`, `useVitrine`), and the data hooks their backend and query cache. Throws `ConfigurationError` without an app id or server URL.
 */
export function VitrineProvider({
  appId,
  serverUrl,
  chainId = 31337,
  rpcUrl = 'http://127.0.0.1:8545',
  queryClient: givenQueryClient,
  children,
}: VitrineProviderProps) {
  if (!appId) throw new ConfigurationError('No appId is provided... Pass appId to <VitrineProvider>.')
  if (!serverUrl) throw new ConfigurationError('No serverUrl is provided... Pass serverUrl to <VitrineProvider>.')

  const client = useMemo(() => createParseClient({ appId, serverUrl }), [appId, serverUrl])
  const api = useMemo(() => createAuthApi(client), [client])
  // One per provider (per page load in the browser, per request on the server), never shared.
  const [ownQueryClient] = useState(() => givenQueryClient ?? createQueryClient())
  const queryClient = givenQueryClient ?? ownQueryClient
  const store = useMemo(() => createCurrentUserStore(appId), [appId])
  const chain = useMemo(() => ({ chainId, rpcUrl }), [chainId, rpcUrl])
  const wallet = useWalletController(chain, `Vitrine/${appId}/walletEnabled`)
  const auth = useAuthController(api, store, wallet)
  const user = useUserController(api, store, auth.state, auth.dispatch, auth.signWithWallet)

  const backend = useMemo(() => ({ appId, serverUrl, chainId, api, client }), [appId, serverUrl, chainId, api, client])
  const value = useMemo(() => ({ ...backend, auth, user, wallet }), [backend, auth, user, wallet])
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineClientContext.Provider value={backend}>
        <VitrineContext.Provider value={value}>{children}</VitrineContext.Provider>
      </VitrineClientContext.Provider>
    </QueryClientProvider>
  )
}
