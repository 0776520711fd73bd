import { useAuth } from './useAuth.ts'
import { useUser } from './useUser.ts'
import { useWallet } from './useWallet.ts'

/** `useAuth()`, `useUser()` and `useWallet()` in one object. */
export function useVitrine() {
  return { ...useAuth(), ...useUser(), ...useWallet() }
}
