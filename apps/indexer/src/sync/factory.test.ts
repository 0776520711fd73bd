import { collectionFactoryAbi } from '@vitrine/contracts'
import { devAccount, walletFor } from '@vitrine/devchain'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { followStep } from './follow.ts'

let chain: SeededChain

beforeAll(async () => {
  chain = await startSeededChain()
  await chain.backfillToHead()
})
afterAll(() => chain?.stop())

/** A dev account creates a collection (or an edition) through the factory; its address. */
async function create(kind: 'createCollection' | 'createEdition', accountIndex: number, name: string) {
  const creator = devAccount(accountIndex)
  const wallet = walletFor(creator, chain.anvil.rpcUrl, chain.chainId)
  const args =
    kind === 'createCollection'
      ? ([name, 'NEW', 'http://localhost:2053/metadata/x.json', 100n, creator.address, 500] as const)
      : ([name, 'ED', 'http://localhost:2053/metadata/y.json', creator.address, 250] as const)
  const hash = await wallet.writeContract({
    address: chain.deployment.collectionFactory,
    abi: collectionFactoryAbi,
    functionName: kind,
    args,
  } as never)
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  const log = receipt.logs.find(
    (entry) => entry.address.toLowerCase() === chain.deployment.collectionFactory.toLowerCase(),
  )
  return { address: `0x${log?.topics[1]?.slice(26)}` as Address, creator: creator.address }
}

const row = async (address: Address) =>
  (
    await chain.pool.query<{ standard: string; creator: string | null; item_count: string }>(
      'SELECT standard, creator, item_count FROM nft.collections WHERE lower(address) = lower($1)',
      [address],
    )
  ).rows[0]

test('a collection made through the factory is indexed at birth, before any token, with its creator', async () => {
  const factories = new Set([chain.deployment.collectionFactory])
  const collection = await create('createCollection', 4, 'Fresh')
  const edition = await create('createEdition', 5, 'Fresh Editions')
  const step = await followStep(
    testCommon({
      pool: chain.pool,
      client: chain.client,
      chainId: chain.chainId,
      seaport: chain.seaport,
      factories: factories,
    }),
  )
  expect(step.indexed.length).toBeGreaterThanOrEqual(2)
  expect(await row(collection.address)).toEqual({ standard: 'ERC721', creator: collection.creator, item_count: '0' })
  expect(await row(edition.address)).toEqual({ standard: 'ERC1155', creator: edition.creator, item_count: '0' })
})

test('the event counts only from the factories the indexer is given', async () => {
  const collection = await create('createCollection', 6, 'Unlisted')
  await followStep(
    testCommon({
      pool: chain.pool,
      client: chain.client,
      chainId: chain.chainId,
      seaport: chain.seaport,
      factories: new Set(),
    }),
  )
  expect(await row(collection.address)).toBeUndefined()
})
