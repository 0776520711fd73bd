import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { useAuth } from '../hooks/useAuth.ts'
import { useRememberedWallet } from '../hooks/useRememberedWallet.ts'
import { useViewerAddress } from '../hooks/useViewerAddress.ts'
import { VitrineProvider } from '../VitrineProvider.tsx'

// The wallet code (wagmi, viem) stands behind this module: counted when loaded, restoring nothing real.
const wallet = vi.hoisted(() => ({ loads: 0, restored: [] as (string | undefined)[] }))
vi.mock('./walletSession.ts', () => {
  wallet.loads++
  return {
    createWalletSession: () => ({
      restore: async (devAccount?: string) => void wallet.restored.push(devAccount),
      enable: async () => {
        throw new Error('not in this test')
      },
      deactivate: async () => {},
    }),
  }
})

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const user = { objectId: 'u1', sessionToken: 'r:token', username: 'ada', ethAddress: address }

beforeEach(() => {
  localStorage.clear()
  // A returning visitor: signed in, with the browser's wallet enabled on an earlier visit.
  localStorage.setItem('Vitrine/vitrine/currentUser', JSON.stringify(user))
  localStorage.setItem('Vitrine/vitrine/walletEnabled', '1')
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(user), { status: 200 }))
})
afterEach(() => vi.unstubAllGlobals())

const wrapper = ({ children }: { children: ReactNode }) => (
  <VitrineProvider appId="vitrine" serverUrl="http://backend.test/server">
    {children}
  </VitrineProvider>
)

test("a page that only shows knows the visitor's address from the session, and loads no wallet code", async () => {
  const { result } = renderHook(() => ({ auth: useAuth(), viewer: useViewerAddress() }), { wrapper })
  await waitFor(() => expect(result.current.auth.isAuthenticated).toBe(true))
  expect(result.current.viewer).toBe(address)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(wallet.loads).toBe(0)
})

test('what is about to use the wallet brings back the one remembered, without a prompt', async () => {
  renderHook(() => useRememberedWallet(), { wrapper })
  await waitFor(() => expect(wallet.restored).toEqual([undefined]))
  expect(wallet.loads).toBe(1)
})
