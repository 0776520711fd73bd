import { simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { type AnvilHandle, devAccount, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient, parseAbi } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { readContractPrepared } from './readContractPrepared.ts'

let anvil: AnvilHandle
let client: PublicClient
let wallet: Address

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const deployer = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) })
  const hash = await deployer.deployContract({
    abi: simpleSmartWalletAbi,
    bytecode: simpleSmartWalletBytecode,
    args: [devAccount(1).address],
  })
  wallet = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
})
afterAll(async () => {
  await anvil?.stop()
})

// cacheTime 0: viem keeps a block number for its polling interval (4 s), and the receipt's wait
// above may have kept the one before the wallet was mined: a read there finds no code.
test('answers as readContract does, at the block asked, read after read', async () => {
  const block = await client.getBlockNumber({ cacheTime: 0 })
  const abi = parseAbi(['function owner() view returns (address)', 'function tokenURI(uint256) view returns (string)'])
  for (let round = 0; round < 2; round++) {
    const read = { address: wallet, abi, functionName: 'owner', args: [] }
    expect(await readContractPrepared(client, read, block)).toBe(devAccount(1).address)
    expect(await readContractPrepared(client, read, block)).toEqual(
      await client.readContract({ address: wallet, abi, functionName: 'owner', blockNumber: block }),
    )
  }
  // Before the wallet existed, it had no code: the same refusal as readContract's.
  const before = readContractPrepared(client, { address: wallet, abi, functionName: 'owner', args: [] }, 0n)
  await expect(before).rejects.toThrow(/returned no data/)
})

test('an overloaded name is chosen by its arguments, as readContract chooses it', async () => {
  const abi = parseAbi(['function owner(uint256) view returns (address)', 'function owner() view returns (address)'])
  const block = await client.getBlockNumber({ cacheTime: 0 })
  expect(await readContractPrepared(client, { address: wallet, abi, functionName: 'owner', args: [] }, block)).toBe(
    devAccount(1).address,
  )
})
