import { createContext } from 'react'
import type { AuthController } from './auth/useAuthController.ts'
import type { UserController } from './user/useUserController.ts'
import type { VitrineClientContextValue } from './VitrineClientContext.ts'
import type { WalletController } from './wallet/useWalletController.ts'

/** The whole provider value: the backend (see `VitrineClientContext`), and the user, auth state and wallet. */
export type VitrineContextValue = VitrineClientContextValue & {
  auth: AuthController
  user: UserController
  wallet: WalletController
}

export const VitrineContext = createContext<VitrineContextValue | null>(null)
