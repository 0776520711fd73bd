import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { type AnvilHandle, devAccount, startAnvil } from '@vitrine/devchain'
import { freePort, type RpcProxy, startRpcProxy } from '@vitrine/testkit'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient, parseAbi } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ContractRead } from './chainReads.ts'
import { describeRpcError } from './describeRpcError.ts'
import { isRefusedByChain } from './isRefusedByChain.ts'
import { isTransientRpcError } from './isTransientRpcError.ts'
import { keptAliveHttp } from './keptAliveHttp.ts'
import { readContractPrepared } from './readContractPrepared.ts'

let anvil: AnvilHandle
let proxy: RpcProxy
const clients = {} as Record<'viem' | 'keptAlive', PublicClient>
let wallet: Address
const abi = parseAbi(['function tokenURI(uint256) view returns (string)', 'function owner() view returns (string)'])

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  proxy = await startRpcProxy(anvil.rpcUrl)
  // The path stands for a provider's API key: it must not show in a description.
  const url = `${proxy.url}/v2/secret-key`
  clients.viem = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 300 }) })
  clients.keptAlive = createPublicClient({
    transport: keptAliveHttp(url, { retryCount: 0, timeout: 300, batch: true }),
  })
  const deployer = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) })
  const hash = await deployer.deployContract({
    abi: simpleSmartWalletAbi,
    bytecode: simpleSmartWalletBytecode,
    args: [devAccount(1).address],
  })
  wallet = (await clients.viem.waitForTransactionReceipt({ hash })).contractAddress as Address
})
afterAll(async () => {
  await proxy?.close()
  await anvil?.stop()
})

/** What `call` throws (it must throw). */
const failure = (call: () => Promise<unknown>) =>
  call().then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error,
  )

// The same meanings through viem's HTTP transport and through ours (the order book's).
describe.each(['viem', 'keptAlive'] as const)('through the %s transport', (name) => {
  const client = () => clients[name]
  // The order book's reads (chainReads) mean what viem's readContract means.
  const readPrepared = async (read: Omit<ContractRead, 'abi'>) =>
    readContractPrepared(client(), { abi, ...read }, await clients.viem.getBlockNumber({ cacheTime: 0 }))
  describe('the chain answered "no": a fact', () => {
    test.each([
      [
        'a call that reverts (no such function)',
        () => client().readContract({ address: wallet, abi, functionName: 'tokenURI', args: [1n] }),
      ],
      [
        'a call to an address without code (no data)',
        () => client().readContract({ address: devAccount(2).address, abi, functionName: 'tokenURI', args: [1n] }),
      ],
      [
        'a result that does not decode as declared',
        () => client().readContract({ address: wallet, abi, functionName: 'owner' }),
      ],
      ['a block the chain does not have', () => client().getBlock({ blockNumber: 1_000_000n })],
      ['a prepared read that reverts', () => readPrepared({ address: wallet, functionName: 'tokenURI', args: [1n] })],
      [
        'a prepared read of an address without code',
        () => readPrepared({ address: devAccount(2).address, functionName: 'tokenURI', args: [1n] }),
      ],
      [
        'a prepared read that does not decode',
        () => readPrepared({ address: wallet, functionName: 'owner', args: [] }),
      ],
    ])('%s', async (_, call) => {
      const error = await failure(call)
      expect(isRefusedByChain(error)).toBe(true)
      expect(isTransientRpcError(error)).toBe(false)
    })
  })

  describe('the node did not answer: an outage, never a fact', () => {
    const read = () => client().readContract({ address: wallet, abi, functionName: 'tokenURI', args: [1n] })
    // At a block asked before the cut: the outage is the read's own.
    const readPreparedAt = (block: bigint) => () =>
      readContractPrepared(client(), { address: wallet, abi, functionName: 'tokenURI', args: [1n] }, block)
    test.each([
      ['connection refused (a stopped node)', 'refuse'],
      ['no answer (a hung node)', 'blackhole'],
    ] as const)('%s', async (_, mode) => {
      const block = await clients.viem.getBlockNumber({ cacheTime: 0 })
      await proxy.cut(mode)
      try {
        for (const call of [read, readPreparedAt(block), () => client().getBlock({ blockNumber: 1n })]) {
          const error = await failure(call)
          expect(isRefusedByChain(error)).toBe(false)
          expect(isTransientRpcError(error)).toBe(true)
          expect(describeRpcError(error)).not.toContain('secret-key')
        }
      } finally {
        await proxy.restore()
      }
    })

    test('an HTTP 500 with a JSON-RPC internal error (a failing node behind a load balancer)', async () => {
      const block = await clients.viem.getBlockNumber({ cacheTime: 0 })
      for (const call of [read, readPreparedAt(block)]) {
        proxy.failNext(1)
        const error = await failure(call)
        expect(isRefusedByChain(error)).toBe(false)
        expect(isTransientRpcError(error)).toBe(true)
      }
    })

    test('an error that wraps one keeps its meaning', async () => {
      await proxy.cut('refuse')
      const error = await failure(read).finally(() => proxy.restore())
      expect(isTransientRpcError(new Error('reading the token URI failed', { cause: error }))).toBe(true)
    })
  })
})

test('calls made in one turn go to the node as one request, each answered with its own result', async () => {
  const accounts = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => devAccount(index).address)
  const before = proxy.stats.forwarded
  const [balances, block] = await Promise.all([
    Promise.all(accounts.map((address) => clients.keptAlive.getBalance({ address }))),
    clients.keptAlive.getBlockNumber({ cacheTime: 0 }),
  ])
  expect(proxy.stats.forwarded - before).toBe(1)
  expect(balances).toEqual(await Promise.all(accounts.map((address) => clients.viem.getBalance({ address }))))
  expect(block).toBe(await clients.viem.getBlockNumber({ cacheTime: 0 }))
})
