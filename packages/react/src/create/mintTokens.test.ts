import type { Standard } from '@vitrine/api'
// @vitest-environment node
import { collectionFactoryAbi, collectionFactoryBytecode, creatorEditionAbi } from '@vitrine/contracts'
import { type AnvilHandle, devAccount, startAnvil, walletFor } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import { type Address, parseEther, publicActions, testActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { VitrineError } from '../errors.ts'
import { createCollection } from './createCollection.ts'
import { mintTokens } from './mintTokens.ts'
import { readMintTarget } from './readMintTarget.ts'
import { walletErrorMessage } from './walletErrorMessage.ts'

let anvil: AnvilHandle
let factory: Address
const creator = devAccount(1)
const stranger = devAccount(2)
const wallet = (account = creator) => walletFor(account, anvil.rpcUrl, foundry.id).extend(publicActions)

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
  const hash = await wallet().deployContract({ abi: collectionFactoryAbi, bytecode: collectionFactoryBytecode })
  factory = (await wallet().waitForTransactionReceipt({ hash })).contractAddress as Address
}, 60_000)
afterAll(() => anvil?.stop())

const create = (standard: Standard, maxSupply = 0n, account = creator) =>
  createCollection(wallet(account), {
    factory,
    standard,
    name: `Test ${standard}`,
    symbol: 'T',
    contractURI: 'https://vitrine.example/c.json',
    maxSupply,
    royaltyReceiver: creator.address,
    royaltyBps: 500,
  })

test('an edition collection mints new editions of N copies, numbered 1 on, in transactions of perTransaction', async () => {
  const edition = await create('ERC1155')
  expect(await readMintTarget(wallet(), edition)).toEqual({ standard: 'ERC1155', owner: creator.address })
  const steps: string[] = []
  const first = await mintTokens(wallet(), {
    collection: edition,
    standard: 'ERC1155',
    amount: 7n,
    uris: ['ipfs://one'],
  })
  const batch = await mintTokens(wallet(), {
    collection: edition,
    standard: 'ERC1155',
    amount: 3n,
    uris: ['ipfs://a', 'ipfs://b', 'ipfs://c'],
    perTransaction: 2,
    onStep: ({ index, count, status }) => steps.push(`${index + 1}/${count} ${status}`),
  })
  expect([first, batch]).toEqual([[1n], [2n, 3n, 4n]])
  expect(steps).toEqual(['1/2 sent', '1/2 mined', '2/2 sent', '2/2 mined'])
  const read = (functionName: 'balanceOf' | 'uri', id: bigint) =>
    functionName === 'uri'
      ? wallet().readContract({ address: edition, abi: creatorEditionAbi, functionName, args: [id] })
      : wallet().readContract({ address: edition, abi: creatorEditionAbi, functionName, args: [creator.address, id] })
  expect([await read('balanceOf', 1n), await read('balanceOf', 4n)]).toEqual([7n, 3n])
  expect([await read('uri', 1n), await read('uri', 4n)]).toEqual(['ipfs://one', 'ipfs://c'])
})

test('an ERC-721 collection is told apart, and its errors read as words: supply cap, not the owner', async () => {
  const collection = await create('ERC721', 2n)
  expect(await readMintTarget(wallet(), collection)).toEqual({ standard: 'ERC721', owner: creator.address })
  expect(await readMintTarget(wallet(), factory)).toBeNull()
  expect(await mintTokens(wallet(), { collection, uris: ['ipfs://1', 'ipfs://2'] })).toEqual([1n, 2n])
  const words = (promise: Promise<unknown>) => promise.then(() => 'minted', walletErrorMessage)
  expect(await words(mintTokens(wallet(), { collection, uris: ['ipfs://3'] }))).toBe(
    "The collection's supply cap (2) is reached.",
  )
  await wallet()
    .extend(testActions({ mode: 'anvil' }))
    .setBalance({ address: stranger.address, value: parseEther('1') })
  expect(await words(mintTokens(wallet(stranger), { collection, uris: ['ipfs://4'] }))).toBe(
    "This wallet is not the collection's owner.",
  )
  const edition = await create('ERC1155')
  expect(
    await words(mintTokens(wallet(stranger), { collection: edition, standard: 'ERC1155', uris: ['ipfs://5'] })),
  ).toBe("This wallet is not the collection's owner.")
})

test('a wallet without ETH for gas is told so', async () => {
  const poor = devAccount(3)
  const collection = await create('ERC721', 0n, poor)
  await wallet()
    .extend(testActions({ mode: 'anvil' }))
    .setBalance({ address: poor.address, value: 0n })
  const message = await mintTokens(wallet(poor), { collection, uris: ['ipfs://x'] }).then(
    () => 'minted',
    walletErrorMessage,
  )
  expect(message).toBe('Not enough ETH to pay for gas.')
})

test('a backend refusal for a session that is gone reads as signed out; other refusals keep their words', () => {
  expect(walletErrorMessage(new VitrineError('Invalid session token', { code: 209 }))).toBe(
    'You are not signed in any more: sign in again, then send the form again.',
  )
  expect(walletErrorMessage(new VitrineError('The file is too large.', { code: 130 }))).toBe('The file is too large.')
})

test('a chain that cannot be reached is an error to retry, never "not a collection"', async () => {
  const unreachable = walletFor(creator, `http://127.0.0.1:${await freePort()}`, foundry.id)
  await expect(readMintTarget(unreachable, factory)).rejects.toThrow()
})
