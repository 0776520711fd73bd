import { describe, expect, test } from 'vitest'
import type { VitrineUser } from '../user/VitrineUser.ts'
import { type AuthAction, type AuthState, authReducer, initialAuthState } from './authReducer.ts'

const alice: VitrineUser = { objectId: 'a1', sessionToken: 'r:alice', username: 'alice' }
const bob: VitrineUser = { objectId: 'b1', sessionToken: 'r:bob', username: 'bob' }
const boom = new Error('boom')

const states: Record<AuthState['status'], AuthState> = {
  undefined: initialAuthState,
  unauthenticated: { status: 'unauthenticated', user: null, error: null },
  authenticating: { status: 'authenticating', user: alice, error: null },
  authenticated: { status: 'authenticated', user: alice, error: null },
  logging_out: { status: 'logging_out', user: alice, error: null },
  error: { status: 'error', user: alice, error: boom },
}

describe('authReducer', () => {
  test('starts undefined', () => {
    expect(initialAuthState).toEqual({ status: 'undefined', user: null, error: null })
  })

  test('start-up: a stored user → authenticated, none → unauthenticated', () => {
    expect(authReducer(initialAuthState, { type: 'started', user: alice })).toEqual(states.authenticated)
    expect(authReducer(initialAuthState, { type: 'started', user: null })).toEqual(states.unauthenticated)
  })

  // Every transition from every state: the reducer does not depend on where it comes from,
  // except `userChanged` (only with a user) and failures (which keep or restore the user).
  for (const [from, state] of Object.entries(states)) {
    describe(`from ${from}`, () => {
      test('authenticate, sign-up, login and logout each move to authenticating first, keeping the user', () => {
        for (const operation of ['authenticate', 'signup', 'login', 'logout'] as const) {
          expect(authReducer(state, { type: 'begin', operation })).toEqual({
            status: 'authenticating',
            user: state.user,
            error: null,
          })
        }
      })

      test('success of authenticate, sign-up and login → authenticated with the new user', () => {
        for (const operation of ['authenticate', 'signup', 'login'] as const) {
          expect(authReducer(state, { type: 'succeeded', operation, user: bob })).toEqual({
            status: 'authenticated',
            user: bob,
            error: null,
          })
        }
      })

      test('logout success → unauthenticated, user cleared', () => {
        expect(authReducer(state, { type: 'loggedOut' })).toEqual(states.unauthenticated)
      })

      test('a rejected stored session → unauthenticated, user cleared', () => {
        expect(authReducer(state, { type: 'sessionRejected' })).toEqual(states.unauthenticated)
      })

      test('a failed authenticate → error and the user cleared', () => {
        expect(authReducer(state, { type: 'failed', operation: 'authenticate', error: boom })).toEqual({
          status: 'error',
          user: null,
          error: boom,
        })
      })

      test('a failed sign-up or login → error, the user as it was', () => {
        for (const operation of ['signup', 'login'] as const) {
          expect(authReducer(state, { type: 'failed', operation, error: boom })).toEqual({
            status: 'error',
            user: state.user,
            error: boom,
          })
        }
      })

      test('a failed logout → error with the current user restored', () => {
        expect(authReducer(state, { type: 'failed', operation: 'logout', error: boom, currentUser: bob })).toEqual({
          status: 'error',
          user: bob,
          error: boom,
        })
      })

      test('new user data replaces the user, the status stays; without a user nothing changes', () => {
        const next = authReducer(state, { type: 'userChanged', user: { ...alice, username: 'alice2' } })
        if (state.user) expect(next).toEqual({ ...state, user: { ...alice, username: 'alice2' } })
        else expect(next).toBe(state)
      })
    })
  }

  test('every action type is handled (a new one fails the type check and this test)', () => {
    const actions: AuthAction[] = [
      { type: 'started', user: null },
      { type: 'sessionRejected' },
      { type: 'begin', operation: 'login' },
      { type: 'succeeded', operation: 'login', user: alice },
      { type: 'loggedOut' },
      { type: 'failed', operation: 'login', error: boom },
      { type: 'userChanged', user: alice },
    ]
    for (const action of actions) expect(authReducer(states.authenticated, action)).toBeDefined()
  })
})
