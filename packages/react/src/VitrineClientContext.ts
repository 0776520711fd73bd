import { createContext } from 'react'
import type { AuthApi } from './client/authApi.ts'
import type { VitrineClient } from './client/createParseClient.ts'

/**
 * The part of the provider's value that never changes after the first render: the backend and
 * its clients. The data hooks read only this, so a sign-in state settling after hydration
 * re-renders the components that show the user, not every page that shows data.
 */
export type VitrineClientContextValue = {
  appId: string
  serverUrl: string
  chainId: number
  api: AuthApi
  /** The backend's REST client, for the data hooks. */
  client: VitrineClient
}

export const VitrineClientContext = createContext<VitrineClientContextValue | null>(null)
