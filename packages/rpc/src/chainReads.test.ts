import { type AnvilHandle, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, custom, http, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createChainReads } from './chainReads.ts'

let anvil: AnvilHandle
let client: PublicClient
/** The JSON-RPC calls that reached the node. */
let asked: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const node = http(anvil.rpcUrl)({})
  client = createPublicClient({
    transport: custom({
      request: (call: { method: string; params?: unknown }) => {
        asked.push(call.method)
        return node.request(call as never)
      },
    }),
  })
})
afterAll(async () => {
  await anvil?.stop()
})

const abi = parseAbi(['function balanceOf(address) view returns (uint256)'])
// No code at the address: every read is a revert, answered null (a fact, kept like any answer).
const balanceOf = (owner: number) => ({
  address: zeroAddress,
  abi,
  functionName: 'balanceOf',
  args: [`0x${owner.toString(16).padStart(40, '0')}`],
})

test('a read is asked once per block', async () => {
  const reads = createChainReads(client)
  const block = (await reads.head()).number
  asked = []
  const answers = await Promise.all([reads.read(block, balanceOf(1)), reads.read(block, balanceOf(1))])
  expect(answers).toEqual([null, null])
  expect(await reads.read(block, balanceOf(1))).toBeNull()
  expect(asked).toEqual(['eth_call'])
})

test('a block keeps at most maxCallsPerBlock answers: a quiet chain does not grow the cache without end', async () => {
  const reads = createChainReads(client, { maxCallsPerBlock: 3 })
  const block = (await reads.head()).number
  asked = []
  for (const owner of [1, 2, 3]) await reads.read(block, balanceOf(owner))
  await reads.read(block, balanceOf(1))
  expect(asked).toHaveLength(3)
  // The fourth answer of the block drops the three kept: the first is asked again.
  await reads.read(block, balanceOf(4))
  await reads.read(block, balanceOf(1))
  expect(asked).toHaveLength(5)
})
