import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { startAnvil } from './startAnvil.ts'

const funded = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

test('anvil starts with the chain id asked for, and stops for good', async () => {
  const anvil = await startAnvil({ port: await freePort(), chainId: 1337 })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  expect(await client.getChainId()).toBe(1337)
  await anvil.stop()
  expect(isAlive(anvil.pid)).toBe(false)
})

test('with a state file, the chain survives a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-anvil-test-'))
  const statePath = join(dir, 'state.json')
  const port = await freePort()
  const recipient = '0x000000000000000000000000000000000000bEEF'
  try {
    const first = await startAnvil({ port, chainId: 31337, statePath })
    const wallet = createWalletClient({ account: funded, transport: http(first.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1.5'), chain: null })
    await createPublicClient({ transport: http(first.rpcUrl) }).waitForTransactionReceipt({ hash })
    await first.stop()

    const second = await startAnvil({ port, chainId: 31337, statePath })
    const client = createPublicClient({ transport: http(second.rpcUrl) })
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('1.5'))
    expect(await client.getBlockNumber()).toBeGreaterThan(0n)
    await second.stop()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('a port in use fails with anvil’s own explanation', async () => {
  const port = await freePort()
  const first = await startAnvil({ port, chainId: 31337 })
  try {
    await expect(startAnvil({ port, chainId: 31337 })).rejects.toThrow(/exited with code .* before listening/)
  } finally {
    await first.stop()
  }
})
