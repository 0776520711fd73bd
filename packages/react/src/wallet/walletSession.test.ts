import { type AnvilHandle, devAccount, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { WalletSnapshot } from './WalletSnapshot.ts'
import { createWalletSession } from './walletSession.ts'

let anvil: AnvilHandle

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
}, 60_000)
afterAll(() => anvil?.stop())

/** A browser wallet (window.ethereum) of `account`, with the fewest methods wagmi's injected connector asks for. */
function browserWalletOf(account: string) {
  const accounts = async () => [account]
  const answers: Record<string, () => Promise<unknown>> = {
    eth_requestAccounts: accounts,
    eth_accounts: accounts,
    eth_chainId: async () => '0x7a69',
    wallet_requestPermissions: async () => [{ parentCapability: 'eth_accounts' }],
  }
  return {
    request: async ({ method }: { method: string }) => (await answers[method]?.()) ?? null,
    on: () => {},
    removeListener: () => {},
  }
}

test('in a browser with no wallet, a dev account connects, another replaces it, it comes back after a reload, and disconnects', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const seen: WalletSnapshot[] = []
  const settings = { chainId: 31337, rpcUrl: anvil.rpcUrl }
  const session = createWalletSession(settings, (wallet) => seen.push(wallet))
  // No window.ethereum here: the browser's wallet is missing, said in words.
  await expect(session.enable()).rejects.toThrow('No wallet found')

  const [one, two] = [devAccount(1).address, devAccount(2).address]
  const first = await session.enable({ devAccount: one })
  expect(first).toMatchObject({ account: one, chainId: 31337, connector: { type: 'devAccount', name: 'Dev account' } })
  // Signed by the node for the picked account.
  const signature = await first.web3.signMessage({ account: one, message: 'hello' })
  expect(signature).toBe(await devAccount(1).signMessage({ message: 'hello' }))

  // Another dev account (after a log-out, say): an account change, the same wallet.
  expect((await session.enable({ devAccount: two })).account).toBe(two)
  expect(seen.at(-1)?.account).toBe(two)
  // Enabling again without a choice keeps the dev account: no extension is asked for.
  expect((await session.enable()).account).toBe(two)

  // The next page load restores the remembered account without asking.
  const reloaded = createWalletSession(settings, (wallet) => seen.push(wallet))
  await reloaded.restore(two)
  expect(seen.at(-1)?.account).toBe(two)

  await reloaded.deactivate()
  expect(seen.at(-1)).toBeNull()
  await expect(reloaded.enable()).rejects.toThrow('No wallet found')
})

test('a dev account replaces a browser wallet; one that cannot let go (its extension gone) is told, and the dev account is used', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const extension = devAccount(5).address
  const browserWallet = browserWalletOf(extension)
  const global = window as unknown as { ethereum?: unknown }
  global.ethereum = browserWallet
  const seen: WalletSnapshot[] = []
  const session = createWalletSession({ chainId: 31337, rpcUrl: anvil.rpcUrl }, (wallet) => seen.push(wallet))
  expect(await session.enable()).toMatchObject({ account: extension, connector: { type: 'injected' } })

  delete global.ethereum
  const dev = devAccount(3).address
  expect(await session.enable({ devAccount: dev })).toMatchObject({ account: dev, connector: { type: 'devAccount' } })
  expect(seen.at(-1)?.account).toBe(dev)
  const [message, cause] = warn.mock.calls.find(([text]) => String(text).includes('did not disconnect')) ?? []
  expect(message).toMatch(/the dev account replaces it/)
  expect(cause).toBeInstanceOf(Error)
  // The dev account disconnected, the wallet left behind (gone) is no wallet: none, and no crash.
  await session.deactivate()
  expect(seen.at(-1)).toBeNull()
})

test('a browser wallet that throws when asked for its provider is withdrawn and told with its cause, never shown as usable', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const extension = devAccount(6).address
  const browserWallet = browserWalletOf(extension)
  Object.defineProperty(window, 'ethereum', { configurable: true, get: () => browserWallet })
  const seen: WalletSnapshot[] = []
  const session = createWalletSession({ chainId: 31337, rpcUrl: anvil.rpcUrl }, (wallet) => seen.push(wallet))
  expect(await session.enable()).toMatchObject({ account: extension, connector: { type: 'injected' } })

  // The extension now fails whenever it is read (as a wallet broken by another one can).
  const broken = new Error('the extension is broken')
  Object.defineProperty(window, 'ethereum', {
    configurable: true,
    get: () => {
      throw broken
    },
  })
  // Said as it is: a wallet there and broken, with the cause, not "No wallet found. Install…".
  await expect(session.enable()).rejects.toMatchObject({
    message: 'The browser wallet could not be reached.',
    cause: broken,
  })
  // Signed out while broken: the session ends all the same, and the failed disconnect is told with its cause.
  await session.deactivate()
  const unclean = warn.mock.calls.find(([text]) => String(text).includes('did not disconnect cleanly'))
  expect(unclean?.[1]).toBe(broken)
  expect(seen.at(-1)).toBeNull()

  // Where no caller waits (a dev account replaces it, then disconnects, and wagmi falls back to the
  // broken connection): no wallet is shown as connected, and the failure is told with its cause.
  await session.enable({ devAccount: devAccount(3).address })
  await session.deactivate()
  await vi.waitFor(() => {
    const told = warn.mock.calls.find(([text]) => String(text).includes('could not be read'))
    expect(told?.[1]).toMatchObject({ message: 'The browser wallet could not be reached.' })
    expect((told?.[1] as { cause?: unknown } | undefined)?.cause).toBeInstanceOf(Error)
  })
  expect(seen.at(-1)).toBeNull()
  Reflect.deleteProperty(window, 'ethereum')
})
