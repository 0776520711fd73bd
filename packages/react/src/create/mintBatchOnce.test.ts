import type { Standard } from '@vitrine/api'
// @vitest-environment node
import { collectionFactoryAbi, collectionFactoryBytecode, creatorCollectionAbi } from '@vitrine/contracts'
import { type AnvilHandle, devAccount, startAnvil, walletFor } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { type Address, createWalletClient, custom, type Hex, http, publicActions, testActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { UnresumableCollectionError } from '../errors.ts'
import { batchRowKeys } from './batchRowKeys.ts'
import { createCollection } from './createCollection.ts'
import { type MintBatchOnceStep, mintBatchOnce } from './mintBatchOnce.ts'
import { readMintedRows } from './readMintedRows.ts'
import { walletErrorMessage } from './walletErrorMessage.ts'

let anvil: AnvilHandle
let factory: Address
const creator = devAccount(4)
const wallet = () => walletFor(creator, anvil.rpcUrl, foundry.id).extend(publicActions)
/** The creator's wallet, where the user confirms `confirms` transactions and refuses every one after. */
const refusingAfter = (confirms: number) => {
  const chain = http(anvil.rpcUrl)({ chain: foundry })
  let left = confirms
  return createWalletClient({
    account: creator,
    chain: foundry,
    pollingInterval: 50,
    transport: custom({
      request: async ({ method, params }) => {
        if (method === 'eth_sendRawTransaction' && left-- <= 0)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return chain.request({ method, params })
      },
    }),
  })
}

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
  const hash = await wallet().deployContract({ abi: collectionFactoryAbi, bytecode: collectionFactoryBytecode })
  factory = (await wallet().waitForTransactionReceipt({ hash })).contractAddress as Address
}, 60_000)
afterAll(() => anvil?.stop())

const create = (standard: Standard) =>
  createCollection(wallet(), {
    factory,
    standard,
    name: `Batch ${standard}`,
    symbol: 'B',
    contractURI: 'https://vitrine.example/b.json',
    maxSupply: 0n,
    royaltyReceiver: creator.address,
    royaltyBps: 0,
  })

/** A batch of `count` items, each with its key and its metadata URI. */
const batch = (label: string, count: number) => {
  const items = Array.from({ length: count }, (_, i) => ({ picture: 'ab'.repeat(32), name: `${label} ${i + 1}` }))
  return batchRowKeys(items).map((key, i) => ({ key, uri: `ipfs://${label}-${i + 1}` }))
}
const supply = (collection: Address) =>
  wallet().readContract({ address: collection, abi: creatorCollectionAbi, functionName: 'totalSupply' })

test('a batch refused in the wallet at its second transaction, sent again, mints only its rows not mined: counted on the chain', async () => {
  const collection = await create('ERC721')
  const rows = batch('Stone', 5)
  const steps: string[] = []
  const onStep = (step: MintBatchOnceStep) => steps.push(`${step.index + 1}/${step.count} ${step.status}`)
  const failure = await mintBatchOnce(refusingAfter(1), { collection, rows, perTransaction: 2, onStep }).then(
    () => 'minted',
    walletErrorMessage,
  )
  expect(failure).toBe('Rejected in the wallet.')
  expect(steps).toEqual(['1/3 sent', '1/3 mined'])
  expect(await supply(collection)).toBe(2n)
  expect(await readMintedRows(wallet(), { collection, keys: rows.map((row) => row.key) })).toEqual([
    1n,
    2n,
    null,
    null,
    null,
  ])

  steps.length = 0
  let before: ReadonlyMap<Hex, bigint> = new Map()
  const ids = await mintBatchOnce(wallet(), {
    collection,
    rows,
    perTransaction: 2,
    onStep,
    onMintedBefore: (minted) => {
      before = minted
    },
  })
  expect([...before.values()]).toEqual([1n, 2n])
  expect(steps).toEqual(['1/2 sent', '1/2 mined', '2/2 sent', '2/2 mined'])
  expect(rows.map((row) => ids.get(row.key))).toEqual([1n, 2n, 3n, 4n, 5n])
  expect(await supply(collection)).toBe(5n)

  // Sent once more (a reload, a second tab): nothing is left, nothing is sent.
  steps.length = 0
  await mintBatchOnce(refusingAfter(0), { collection, rows, perTransaction: 2, onStep })
  expect(steps).toEqual([])
  expect(await supply(collection)).toBe(5n)
})

test('two sends of one edition batch racing (anvil mining neither until both are sent) mint each row once', async () => {
  const edition = await create('ERC1155')
  const rows = batch('Print', 3)
  const chain = wallet().extend(testActions({ mode: 'anvil' }))
  await chain.setAutomine(false)
  try {
    let firstSent: () => void = () => {}
    const sent = new Promise<void>((resolve) => {
      firstSent = resolve
    })
    const send = (onStep?: (step: MintBatchOnceStep) => void) =>
      mintBatchOnce(walletFor(creator, anvil.rpcUrl, foundry.id), {
        collection: edition,
        standard: 'ERC1155',
        amount: 2n,
        rows,
        onStep,
      })
    const first = send((step) => step.status === 'sent' && firstSent())
    await sent
    // The second tab reads the chain before the first transaction is mined: no row minted yet.
    expect(await readMintedRows(wallet(), { collection: edition, keys: rows.map((row) => row.key) })).toEqual([
      null,
      null,
      null,
    ])
    let secondSent = false
    const second = send((step) => {
      if (step.status === 'sent') secondSent = true
    })
    await expect.poll(() => secondSent).toBe(true)
    await chain.mine({ blocks: 1 })
    const [a, b] = await Promise.all([first, second])
    expect([...a.values()]).toEqual([1n, 2n, 3n])
    expect(b).toEqual(a)
  } finally {
    await chain.setAutomine(true)
  }
  const read = (id: bigint) =>
    wallet().readContract({
      address: edition,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [
            { name: 'account', type: 'address' },
            { name: 'id', type: 'uint256' },
          ],
          outputs: [{ type: 'uint256' }],
        },
      ] as const,
      functionName: 'balanceOf',
      args: [creator.address, id],
    })
  expect([await read(1n), await read(3n), await read(4n)]).toEqual([2n, 2n, 0n])
})

test('a contract that cannot tell its minted rows is refused before anything is sent', async () => {
  const rows = batch('Ghost', 1)
  expect(await readMintedRows(wallet(), { collection: factory, keys: [rows[0]?.key as Hex] })).toBeNull()
  const error = await mintBatchOnce(refusingAfter(0), { collection: factory, rows }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(UnresumableCollectionError)
  expect(walletErrorMessage(error)).toMatch(/^This collection was created before Vitrine could resume a batch safely/)
})
