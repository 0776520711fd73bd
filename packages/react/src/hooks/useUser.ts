import { useVitrineContext } from './useVitrineContext.ts'

/** The signed-in user and the actions that save or refetch its data, or link a wallet to it. */
export function useUser() {
  const { auth, user } = useVitrineContext('useUser')
  return {
    user: auth.state.user,
    setUserData: user.setUserData,
    refetchUserData: user.refetchUserData,
    linkWallet: user.linkWallet,
    isUserUpdating: user.isUserUpdating,
    userError: user.userError,
  }
}
