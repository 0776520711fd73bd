import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ConfigurationError, MissingContextError, NotAuthenticatedError, ValidationError } from './errors.ts'
import { useAuth } from './hooks/useAuth.ts'
import { useUser } from './hooks/useUser.ts'
import { useVitrine } from './hooks/useVitrine.ts'
import { useWallet } from './hooks/useWallet.ts'
import { useSyncStatus } from './nft/useSyncStatus.ts'
import { VitrineProvider } from './VitrineProvider.tsx'

/**
 * A scripted stand-in for the backend's HTTP answers, so each failure these tests need (a save
 * refused, a user missing) happens on demand. The real backend is exercised by the server and
 * browser tests.
 */
type Route = (init: RequestInit, url: URL) => { status: number; body: unknown }
let routes: Record<string, Route>
const requests: string[] = []
const serverUrl = 'http://backend.test/server'
const stored = { objectId: 'u1', sessionToken: 'r:token', username: 'ada', email: 'ada@example.com' }

beforeEach(() => {
  localStorage.clear()
  requests.length = 0
  routes = {
    'GET /users/me': () => ({ status: 200, body: { objectId: 'u1', username: 'ada', email: 'ada@example.com' } }),
    'POST /login': () => ({ status: 200, body: { ...stored } }),
    'PUT /users/u1': () => ({ status: 200, body: { updatedAt: new Date().toISOString() } }),
    'POST /logout': () => ({ status: 200, body: {} }),
  }
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input)
    const key = `${init.method ?? 'GET'} ${url.pathname.replace('/server', '')}`
    requests.push(key)
    const route = routes[key]
    const { status, body } = route ? route(init, url) : { status: 404, body: { code: 101, error: 'Not found' } }
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

const wrapper = ({ children }: { children: ReactNode }) => (
  <VitrineProvider appId="vitrine" serverUrl={serverUrl}>
    {children}
  </VitrineProvider>
)
/** A component that only shows data: it reads the backend, never the user. */
function DataOnly({ onRender }: { onRender: () => void }) {
  onRender()
  useSyncStatus({}, { enabled: false })
  return null
}
const signedIn = () => localStorage.setItem('Vitrine/vitrine/currentUser', JSON.stringify(stored))

describe('the provider and its hooks', () => {
  test('hooks outside the provider throw MissingContextError', () => {
    for (const hook of [useAuth, useUser, useWallet, useVitrine]) {
      expect(() => renderHook(() => hook())).toThrow(MissingContextError)
    }
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used inside <VitrineProvider>.')
  })

  test('a missing appId or serverUrl is a ConfigurationError with the exact message', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    const render = (props: { appId: string; serverUrl: string }) =>
      renderHook(() => null, { wrapper: ({ children }) => <VitrineProvider {...props}>{children}</VitrineProvider> })
    expect(() => render({ appId: '', serverUrl })).toThrow(ConfigurationError)
    expect(() => render({ appId: '', serverUrl })).toThrow(/^No appId is provided\.\.\./)
    expect(() => render({ appId: 'vitrine', serverUrl: '' })).toThrow(/^No serverUrl is provided\.\.\./)
    silence.mockRestore()
  })

  test('start-up without a stored user → unauthenticated', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'))
    expect(result.current.user).toBeNull()
  })

  test('start-up with a stored user → authenticated; a session the server rejects → unauthenticated', async () => {
    signedIn()
    routes['GET /users/me'] = () => ({ status: 400, body: { code: 209, error: 'Invalid session token' } })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'))
    expect(result.current.user).toBeNull()
    expect(localStorage.getItem('Vitrine/vitrine/currentUser')).toBeNull()
  })

  test('login moves through authenticating to authenticated', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'))
    const seen: string[] = []
    let pending: Promise<unknown> = Promise.resolve()
    act(() => {
      pending = result.current.login('ada', 'pw', { usePost: true })
    })
    seen.push(result.current.status)
    await act(() => pending)
    seen.push(result.current.status)
    expect(seen).toEqual(['authenticating', 'authenticated'])
    expect(requests).toContain('POST /login')
  })

  test('a sign-in re-renders what shows the user, not what only shows data', async () => {
    const renders = { data: 0 }
    const { result } = renderHook(
      () => {
        const auth = useAuth()
        return { auth, login: auth.login }
      },
      {
        wrapper: ({ children }) =>
          wrapper({
            children: (
              <>
                <DataOnly onRender={() => renders.data++} />
                {children}
              </>
            ),
          }),
      },
    )
    await waitFor(() => expect(result.current.auth.status).toBe('unauthenticated'))
    const before = { ...renders }
    await act(() => result.current.login('ada', 'pw', { usePost: true }))
    expect(result.current.auth.status).toBe('authenticated')
    expect(renders.data).toBeGreaterThan(0)
    expect(renders.data - before.data).toBe(0)
  })

  test('setUserData and refetchUserData need a signed-in user', async () => {
    const { result } = renderHook(() => useUser(), { wrapper })
    const onError = vi.fn()
    await act(async () => {
      await result.current.setUserData({ username: 'x' }, { onError })
    })
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(NotAuthenticatedError)
    expect(result.current.userError?.message).toBe('User needs to be authenticated before setting new data')
    await expect(result.current.refetchUserData({ throwOnError: true })).rejects.toThrow(
      'User needs to be authenticated before refetching',
    )
  })

  test('every field is validated before any is applied', async () => {
    signedIn()
    const { result } = renderHook(() => useUser(), { wrapper })
    await waitFor(() => expect(result.current.user?.username).toBe('ada'))
    await act(async () => {
      await result.current.setUserData({ bio: 'changed', email: 42 })
    })
    expect(result.current.userError).toBeInstanceOf(ValidationError)
    expect(result.current.userError?.message).toBe('email can only be a string type')
    expect(result.current.user?.bio).toBeUndefined()
    expect(requests).not.toContain('PUT /users/u1')
  })

  test('a failed save reverts every local change', async () => {
    signedIn()
    routes['PUT /users/u1'] = () => ({
      status: 400,
      body: { code: 202, error: 'Account already exists for this username.' },
    })
    const { result } = renderHook(() => useUser(), { wrapper })
    await waitFor(() => expect(result.current.user?.username).toBe('ada'))
    await act(async () => {
      await result.current.setUserData({ username: 'taken', bio: 'new' })
    })
    expect(result.current.userError?.message).toBe('Account already exists for this username.')
    expect(result.current.user).toMatchObject({ username: 'ada' })
    expect(result.current.user?.bio).toBeUndefined()
    expect(JSON.parse(localStorage.getItem('Vitrine/vitrine/currentUser') ?? '{}').username).toBe('ada')
  })

  test('no user after a save or a refetch: the two messages', async () => {
    signedIn()
    const { result } = renderHook(() => useUser(), { wrapper })
    await waitFor(() => expect(result.current.user?.username).toBe('ada'))
    routes['GET /users/me'] = () => ({ status: 200, body: {} })
    await act(async () => {
      await result.current.setUserData({ bio: 'x' })
    })
    expect(result.current.userError?.message).toBe('No user data found after save')
    await act(async () => {
      await result.current.refetchUserData()
    })
    expect(result.current.userError?.message).toBe('No user data found after refetch')
  })

  test('a failed logout → error, with the signed-in user restored', async () => {
    signedIn()
    routes['POST /logout'] = () => ({ status: 500, body: { code: 1, error: 'Internal server error.' } })
    const { result } = renderHook(() => useAuth(), { wrapper })
    await waitFor(() => expect(result.current.user?.username).toBe('ada'))
    await act(async () => {
      await result.current.logout()
    })
    expect(result.current.status).toBe('error')
    expect(result.current.hasAuthError).toBe(true)
    expect(result.current.user?.objectId).toBe('u1')
  })

  test('error kinds have stable names', () => {
    expect(new NotAuthenticatedError('x').name).toBe('NotAuthenticatedError')
    expect(new ValidationError('x').name).toBe('ValidationError')
    expect(new MissingContextError('x').name).toBe('MissingContextError')
    expect(new ConfigurationError('x').name).toBe('ConfigurationError')
  })
})
