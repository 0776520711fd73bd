// @vitest-environment node
import { type AnvilHandle, devAccount, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyTypedData } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { VitrineError } from '../errors.ts'
import { fetchDevAccounts, NodeRpcError } from './devAccounts.ts'
import { createDevWallet } from './devWallet.ts'

let anvil: AnvilHandle

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
}, 60_000)
afterAll(() => anvil?.stop())

test("the dev accounts are the node's own: anvil's ten; a node that is down is an outage, not an empty list", async () => {
  const accounts = await fetchDevAccounts(anvil.rpcUrl)
  expect(accounts).toEqual([...Array(10).keys()].map((i) => devAccount(i).address))
  const down = `http://127.0.0.1:${await freePort()}`
  await expect(fetchDevAccounts(down)).rejects.toThrow(VitrineError)
  await expect(fetchDevAccounts(down)).rejects.toThrow(/did not answer/)
})

test('the picked account signs messages, typed data and transactions through the node; no other account does', async () => {
  const dev = createDevWallet(anvil.rpcUrl)
  const changes: unknown[] = []
  dev.provider.on('accountsChanged', (accounts) => changes.push(accounts))
  await expect(dev.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })

  const picked = devAccount(3)
  dev.use(picked.address)
  dev.use(picked.address) // the same account again is no change
  expect(changes).toEqual([[picked.address]])
  expect(await dev.provider.request({ method: 'eth_accounts' })).toEqual([picked.address])

  const wallet = createWalletClient({ account: picked.address, chain: foundry, transport: custom(dev.provider) })
  const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const signature = await wallet.signMessage({ message: 'Sign in to Vitrine' })
  expect(await chain.verifyMessage({ address: picked.address, message: 'Sign in to Vitrine', signature })).toBe(true)
  const typed = {
    domain: { name: 'Seaport', version: '1.6', chainId: foundry.id },
    types: { Order: [{ name: 'price', type: 'uint256' }] },
    primaryType: 'Order',
    message: { price: 42n },
  } as const
  const typedSignature = await wallet.signTypedData(typed)
  expect(await verifyTypedData({ ...typed, address: picked.address, signature: typedSignature })).toBe(true)
  const to = devAccount(4).address
  const before = await chain.getBalance({ address: to })
  const hash = await wallet.sendTransaction({ to, value: parseEther('1') })
  await chain.waitForTransactionReceipt({ hash })
  expect(await chain.getBalance({ address: to })).toBe(before + parseEther('1'))

  // The node would sign for any of its accounts; the wallet refuses all but the picked one.
  const other = devAccount(5).address
  await expect(
    dev.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', other] }),
  ).rejects.toMatchObject({ code: 4100 })
  await expect(
    dev.provider.request({ method: 'eth_sendTransaction', params: [{ from: other, to, value: '0x1' }] }),
  ).rejects.toBeInstanceOf(NodeRpcError)

  dev.use(null)
  expect(changes.at(-1)).toEqual([])
  expect(await dev.provider.request({ method: 'eth_accounts' })).toEqual([])
  await expect(wallet.signMessage({ message: 'after' })).rejects.toThrow()
})
