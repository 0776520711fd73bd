export type { ActionOptions } from './actionOptions.ts'
export type { AuthState, AuthStatus } from './auth/authReducer.ts'
export {
  ConfigurationError,
  MissingContextError,
  NotAuthenticatedError,
  ValidationError,
  VitrineError,
} from './errors.ts'
export { useAuth } from './hooks/useAuth.ts'
export { usePageViews } from './hooks/usePageViews.ts'
export { useUser } from './hooks/useUser.ts'
export { useVitrine } from './hooks/useVitrine.ts'
export { useWallet } from './hooks/useWallet.ts'
export { TradingSource } from './trading/TradingSource.ts'
export type { VitrineUser } from './user/VitrineUser.ts'
export { VitrineProvider, type VitrineProviderProps } from './VitrineProvider.tsx'
export type { WalletSnapshot } from './wallet/WalletSnapshot.ts'
