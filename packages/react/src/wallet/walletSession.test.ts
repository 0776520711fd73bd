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
