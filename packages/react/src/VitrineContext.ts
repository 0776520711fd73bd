import { createContext } from 'react'
import type { AuthController } from './auth/useAuthController.ts'
import type { AuthApi } from './client/authApi.ts'
import type { VitrineClient } from './client/createParseClient.ts'
import type { UserController } from './user/useUserController.ts'
import type { WalletController } from './wallet/useWalletController.ts'

export type VitrineContextValue = {
  appId: string
  serverUrl: string
  chainId: number
  api: AuthApi
  /** The backend's REST client, for the data hooks. */
  client: VitrineClient
  auth: AuthController
  user: UserController
  wallet: WalletController
}

export const VitrineContext = createContext<VitrineContextValue | null>(null)
