import { creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount } from '@vitrine/devchain'
import { type RpcProxy, startRpcProxy } from '@vitrine/testkit'
import { type Address, createWalletClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../../test/chainTruth.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { processCollectionDetails } from '../metadata/collectionDetailsWorker.ts'
import { processMetadataBatch } from '../metadata/metadataWorker.ts'
import { createRpcClient } from '../rpc/createRpcClient.ts'
import { backfill } from './backfill.ts'
import { followStep } from './follow.ts'

const chainId = 31337
let chain: SeededChain
let proxy: RpcProxy
/** Through the proxy, configured as the indexer process configures it (short time-out: a stall costs 300 ms). */
let flaky: PublicClient
/** Straight to anvil: the truth the index is checked against, and the test's own transactions. */
let direct: PublicClient

beforeAll(async () => {
  chain = await startSeededChain()
  proxy = await startRpcProxy(chain.anvil.rpcUrl, { every: 10 })
  flaky = createRpcClient(proxy.url, { timeoutMs: 300 })
  direct = chain.client
})
afterAll(async () => {
  await proxy?.close()
  await chain?.stop()
})

/** The current owner of `collection` #tokenId hands it to dev account `toIndex`. */
async function move(collection: Address, tokenId: bigint, toIndex: number) {
  const args = { address: collection, abi: creatorCollectionAbi } as const
  const owner = await direct.readContract({ ...args, functionName: 'ownerOf', args: [tokenId] })
  const index = [...Array(10).keys()].find((i) => devAccount(i).address === owner) as number
  const wallet = createWalletClient({ account: devAccount(index), chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    ...args,
    functionName: 'transferFrom',
    args: [owner, devAccount(toIndex).address, tokenId],
  })
  await direct.waitForTransactionReceipt({ hash })
}

const cursor = async () =>
  BigInt((await chain.pool.query('SELECT block_number FROM nft.sync_state')).rows[0]?.block_number ?? -1)

test('one RPC request in ten failing (HTTP 500) or stalling: backfill and follow still index exactly the chain', async () => {
  const { pool, seaport } = chain
  const seededHead = await direct.getBlockNumber({ cacheTime: 0 })
  await backfill(testCommon({ pool, client: flaky, chainId, seaport }), {
    startBlock: 0n,
    toBlock: seededHead,
    initialRange: 3n,
  })
  expect(await cursor()).toBe(seededHead)

  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
  )
  const collection = rows[0]?.address as Address
  // Twelve blocks of one transfer each: follow asks for each block and its logs, through the proxy.
  for (const to of [6, 7]) for (let tokenId = 1n; tokenId <= 6n; tokenId++) await move(collection, tokenId, to)
  const head = await direct.getBlockNumber({ cacheTime: 0 })
  for (let round = 0; round < 20 && (await cursor()) < head; round++) {
    const step = await followStep(testCommon({ pool: pool, client: flaky, chainId: chainId, seaport: seaport }))
    expect(step.reorgedTo).toBeNull()
  }

  expect(await cursor()).toBe(head)
  expect(await compareWithChain(pool, direct, chainId)).toEqual([])
  expect(await compareActivityWithChain(pool, direct, chainId, seaport)).toEqual([])
  expect(proxy.stats.failed).toBeGreaterThan(0)
  expect(proxy.stats.stalled).toBeGreaterThan(0)
})

test('the metadata workers read every token URI and collection name through the flaky RPC', async () => {
  const deps = testCommon({
    pool: chain.pool,
    client: flaky,
    chainId,
    // Nothing serves the demo's metadata here: only the on-chain reads are under test.
    metadata: { maxBytes: 100_000, timeoutMs: 1_000, allowedHosts: [], ipfsGateway: 'https://ipfs.invalid' },
  })
  const sabotaged = proxy.stats.failed + proxy.stats.stalled
  while ((await processCollectionDetails(deps)) > 0);
  // Four tokens per round: 17 batched requests, so at least one of them is sabotaged.
  while ((await processMetadataBatch(deps, 4)) > 0);

  const { rows } = await chain.pool.query(
    `SELECT (SELECT count(*) FROM nft.tokens WHERE token_uri IS NULL) AS tokens,
            (SELECT count(*) FROM nft.collections WHERE name IS NULL) AS collections`,
  )
  expect(rows[0]).toEqual({ tokens: '0', collections: '0' })
  expect(proxy.stats.failed + proxy.stats.stalled).toBeGreaterThan(sabotaged)
})
