import { useVitrineContext } from './useVitrineContext.ts'

/** Auth state (`status`, `user`, `error` and its flags) and the actions that change it. */
export function useAuth() {
  const { state, authenticate, signup, login, logout } = useVitrineContext('useAuth').auth
  return {
    status: state.status,
    user: state.user,
    error: state.error,
    isAuthenticated: state.status === 'authenticated',
    isAuthenticating: state.status === 'authenticating',
    isUnauthenticated: state.status === 'unauthenticated',
    isLoggingOut: state.status === 'logging_out',
    hasAuthError: state.status === 'error',
    authenticate,
    signup,
    login,
    logout,
  }
}
