import { type Dispatch, useCallback, useRef, useState } from 'react'
import { type ActionOptions, runAction } from '../actionOptions.ts'
import type { AuthAction, AuthState } from '../auth/authReducer.ts'
import type { AuthApi } from '../client/authApi.ts'
import type { CurrentUserStore } from '../client/currentUserStore.ts'
import { ErrorCode, NotAuthenticatedError, VitrineError } from '../errors.ts'
import type { WalletChoice } from '../wallet/WalletSnapshot.ts'
import { applyUserFields } from './applyUserFields.ts'
import type { VitrineUser } from './VitrineUser.ts'
import { validateUserFields } from './validateUserFields.ts'

export type UserController = {
  isUserUpdating: boolean
  userError: Error | null
  setUserData: (
    fields: Record<string, unknown>,
    options?: ActionOptions<VitrineUser>,
  ) => Promise<VitrineUser | undefined>
  refetchUserData: (options?: ActionOptions<VitrineUser>) => Promise<VitrineUser | undefined>
  /**
   * Links the connected wallet, or the dev account named, to the signed-in account (Sign-In with
   * Ethereum, then linkWith).
   */
  linkWallet: (options?: ActionOptions<VitrineUser> & WalletChoice) => Promise<VitrineUser | undefined>
}

/** Saving and refetching the signed-in user's data. */
export function useUserController(
  api: AuthApi,
  store: CurrentUserStore,
  auth: AuthState,
  dispatch: Dispatch<AuthAction>,
  signWithWallet: (choice?: WalletChoice) => Promise<{ id: string; message: string; signature: string }>,
): UserController {
  const [isUserUpdating, setUpdating] = useState(false)
  const [userError, setUserError] = useState<Error | null>(null)
  const authRef = useRef(auth)
  authRef.current = auth

  const show = useCallback(
    (user: VitrineUser) => {
      store.write(user)
      dispatch({ type: 'userChanged', user })
    },
    [dispatch, store],
  )

  /** Runs `run` with the signed-in user, the error going to `userError`; none → `notSignedIn`. */
  const withUser = useCallback(
    <T>(notSignedIn: string, run: (user: VitrineUser) => Promise<T>, options?: ActionOptions<T>) => {
      setUserError(null)
      return runAction(
        async () => {
          const { status, user } = authRef.current
          if (status !== 'authenticated' || !user) throw new NotAuthenticatedError(notSignedIn)
          return run(user)
        },
        options,
        setUserError,
      )
    },
    [],
  )

  const setUserData = useCallback<UserController['setUserData']>(
    (fields, options) =>
      withUser(
        'User needs to be authenticated before setting new data',
        async (user) => {
          validateUserFields(fields)
          // Shown at once; every change is reverted if the save fails.
          show(applyUserFields(user, fields))
          setUpdating(true)
          try {
            await api.saveUser(user, fields)
          } catch (error) {
            show(user)
            throw error
          } finally {
            setUpdating(false)
          }
          const saved = await api.me(user.sessionToken).catch((cause: unknown) => {
            throw new VitrineError('No user data found after save', { cause })
          })
          if (!saved?.objectId) throw new VitrineError('No user data found after save')
          show(saved)
          return saved
        },
        options,
      ),
    [api, show, withUser],
  )

  const refetchUserData = useCallback<UserController['refetchUserData']>(
    (options) =>
      withUser(
        'User needs to be authenticated before refetching',
        async (user) => {
          setUpdating(true)
          const fresh = await api.me(user.sessionToken).finally(() => setUpdating(false))
          if (!fresh?.objectId) throw new VitrineError('No user data found after refetch')
          show(fresh)
          return fresh
        },
        options,
      ),
    [api, show, withUser],
  )

  const linkWallet = useCallback<UserController['linkWallet']>(
    (options) =>
      withUser(
        'User needs to be authenticated before linking a wallet',
        async (user) => {
          setUpdating(true)
          const linked = await signWithWallet({ devAccount: options?.devAccount })
            .then((authData) => api.linkEthereum(user, authData))
            .catch((error: unknown) => {
              // Parse's own sentence ("this auth is already used") does not say what to do.
              if (error instanceof VitrineError && error.code === ErrorCode.AccountAlreadyLinked)
                throw new VitrineError(
                  'This wallet already signs in to another account. Sign in with it to use that account, or link another wallet.',
                  { cause: error, code: error.code },
                )
              throw error
            })
            .finally(() => setUpdating(false))
          show(linked)
          return linked
        },
        options,
      ),
    [api, show, signWithWallet, withUser],
  )

  return { isUserUpdating, userError, setUserData, refetchUserData, linkWallet }
}
