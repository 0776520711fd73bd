import type { VitrineUser } from '../user/VitrineUser.ts'

export type AuthStatus = AuthState['status']

/** Auth state: a discriminated union on `status`, exactly the six values of the contract. */
export type AuthState =
  | { status: 'undefined'; user: null; error: null }
  | { status: 'unauthenticated'; user: null; error: null }
  | { status: 'authenticating'; user: VitrineUser | null; error: null }
  | { status: 'authenticated'; user: VitrineUser; error: null }
  | { status: 'logging_out'; user: VitrineUser | null; error: null }
  | { status: 'error'; user: VitrineUser | null; error: Error }

/** The operations that move through `authenticating`. */
export type AuthOperation = 'authenticate' | 'signup' | 'login' | 'logout'

export type AuthAction =
  /** Start-up read the stored session: a user or none. */
  | { type: 'started'; user: VitrineUser | null }
  /** The server no longer accepts the stored session. */
  | { type: 'sessionRejected' }
  | { type: 'begin'; operation: AuthOperation }
  | { type: 'succeeded'; operation: Exclude<AuthOperation, 'logout'>; user: VitrineUser }
  | { type: 'loggedOut' }
  /** `currentUser`: the user still signed in after a failed logout. */
  | { type: 'failed'; operation: AuthOperation; error: Error; currentUser?: VitrineUser | null }
  /** New data for the signed-in user (save, refetch); the status does not change. */
  | { type: 'userChanged'; user: VitrineUser }

export const initialAuthState: AuthState = { status: 'undefined', user: null, error: null }

/** The transitions of SEED.md §4, as a pure function. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'started':
      return action.user
        ? { status: 'authenticated', user: action.user, error: null }
        : { status: 'unauthenticated', user: null, error: null }
    case 'sessionRejected':
      return { status: 'unauthenticated', user: null, error: null }
    case 'begin':
      return { status: 'authenticating', user: state.user, error: null }
    case 'succeeded':
      return { status: 'authenticated', user: action.user, error: null }
    case 'loggedOut':
      return { status: 'unauthenticated', user: null, error: null }
    case 'failed': {
      // A failed wallet sign-in clears the user; a failed logout restores the signed-in one.
      const user =
        action.operation === 'authenticate'
          ? null
          : action.operation === 'logout'
            ? (action.currentUser ?? state.user)
            : state.user
      return { status: 'error', user, error: action.error }
    }
    case 'userChanged':
      return state.user ? ({ ...state, user: action.user } as AuthState) : state
  }
}
