import { type Dispatch, startTransition, useCallback, useEffect, useReducer, useRef } from 'react'
import { type ActionOptions, runAction } from '../actionOptions.ts'
import type { AuthApi } from '../client/authApi.ts'
import type { CurrentUserStore } from '../client/currentUserStore.ts'
import { VitrineError } from '../errors.ts'
import type { VitrineUser } from '../user/VitrineUser.ts'
import type { WalletController } from '../wallet/useWalletController.ts'
import type { WalletChoice } from '../wallet/WalletSnapshot.ts'
import { type AuthAction, type AuthOperation, type AuthState, authReducer, initialAuthState } from './authReducer.ts'

// Parse's "invalid session token": the stored session is gone or expired.
const INVALID_SESSION_TOKEN = 209

const ignoreInvalidSession = (error: VitrineError) => {
  if (error.code !== INVALID_SESSION_TOKEN) throw error
}

export type AuthController = {
  state: AuthState
  dispatch: Dispatch<AuthAction>
  /** Wallet sign-in: the connected wallet, else the browser's, else the dev account chosen. */
  authenticate: (options?: ActionOptions<VitrineUser> & WalletChoice) => Promise<VitrineUser | undefined>
  signup: (
    username: string,
    password: string,
    email?: string,
    otherFields?: Record<string, unknown>,
    options?: ActionOptions<VitrineUser>,
  ) => Promise<VitrineUser | undefined>
  login: (
    username: string,
    password: string,
    options?: ActionOptions<VitrineUser> & { usePost?: boolean },
  ) => Promise<VitrineUser | undefined>
  logout: (options?: ActionOptions<void>) => Promise<void>
  signWithWallet: (choice?: WalletChoice) => Promise<{ id: string; message: string; signature: string }>
}

/** The auth state machine and its actions. */
export function useAuthController(api: AuthApi, store: CurrentUserStore, wallet: WalletController): AuthController {
  const [state, dispatch] = useReducer(authReducer, initialAuthState)
  const stateRef = useRef(state)
  stateRef.current = state

  // Start-up: the stored user at once, then a check with the server in the background.
  useEffect(() => {
    const stored = store.read()
    // In a transition: the first render that knows the session (every consumer of useAuth, the
    // header's menu and the page) is then rendered in slices that yield to the browser, not in one
    // task just after hydration (a long task on a phone, measured as Total Blocking Time).
    startTransition(() => dispatch({ type: 'started', user: stored }))
    if (!stored) return
    let cancelled = false
    api.me(stored.sessionToken).then(
      (fresh) => {
        if (cancelled) return
        store.write(fresh)
        dispatch({ type: 'userChanged', user: fresh })
      },
      (error: VitrineError) => {
        if (cancelled || error.code !== INVALID_SESSION_TOKEN) return
        store.write(null)
        dispatch({ type: 'sessionRejected' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [api, store])

  /** Runs a signing-in operation through `authenticating`, then stores and shows its user. */
  const signIn = useCallback(
    (
      operation: Exclude<AuthOperation, 'logout'>,
      run: () => Promise<VitrineUser>,
      options?: ActionOptions<VitrineUser>,
    ) => {
      dispatch({ type: 'begin', operation })
      return runAction(
        async () => {
          const user = await run()
          store.write(user)
          dispatch({ type: 'succeeded', operation, user })
          return user
        },
        options,
        (error) => {
          if (operation === 'authenticate') store.write(null)
          dispatch({ type: 'failed', operation, error })
        },
      )
    },
    [store],
  )

  /** Connects the wallet if needed (or the dev account chosen) and signs the server's challenge: `authData.ethereum`. */
  const signWithWallet = useCallback(
    async (choice: WalletChoice = {}) => {
      const connected =
        choice.devAccount || !wallet.wallet ? await wallet.enableWeb3({ ...choice, throwOnError: true }) : wallet.wallet
      if (!connected) throw new VitrineError('Connect a wallet to sign in.')
      const message = await api.requestChallenge(connected.account, connected.chainId)
      const signature = await connected.web3.signMessage({ account: connected.account, message })
      return { id: connected.account, message, signature }
    },
    [api, wallet],
  )

  const authenticate = useCallback<AuthController['authenticate']>(
    (options) =>
      signIn(
        'authenticate',
        async () => api.logInWithEthereum(await signWithWallet({ devAccount: options?.devAccount })),
        options,
      ),
    [api, signIn, signWithWallet],
  )

  const signup = useCallback<AuthController['signup']>(
    (username, password, email, otherFields, options) =>
      signIn(
        'signup',
        () => api.signUp({ ...otherFields, username, password, ...(email === undefined ? {} : { email }) }),
        options,
      ),
    [api, signIn],
  )

  const login = useCallback<AuthController['login']>(
    (username, password, options) =>
      signIn('login', () => api.logIn(username, password, Boolean(options?.usePost)), options),
    [api, signIn],
  )

  const logout = useCallback<AuthController['logout']>(
    async (options) => {
      const current = stateRef.current.user
      dispatch({ type: 'begin', operation: 'logout' })
      await runAction(
        async () => {
          // A session the server already ended is as good as logged out.
          if (current) await api.logOut(current.sessionToken).catch(ignoreInvalidSession)
          store.write(null)
          dispatch({ type: 'loggedOut' })
        },
        options,
        (error) => dispatch({ type: 'failed', operation: 'logout', error, currentUser: current }),
      )
    },
    [api, store],
  )

  return { state, dispatch, authenticate, signup, login, logout, signWithWallet }
}
