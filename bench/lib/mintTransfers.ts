import type { Standard } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { type Deployment, devAccount } from '@vitrine/devchain'
import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEventLogs,
  publicActions,
  toHex,
} from 'viem'

/** A small seeded PRNG: the same chain on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** What was minted: the figures an indexer of this chain must reproduce. */
export type MintedTransfers = {
  /** Logs emitted: one per ERC-721 token, one per ERC-1155 TransferSingle or TransferBatch. */
  logs: number
  /** Transfers, with a TransferBatch counted once per id (as activity rows). */
  events: number
  /** Distinct tokens: every ERC-721 token, and each edition id minted at least once. */
  tokens: number
  /** All balances added up. */
  amount: bigint
  /** The chain's head once minted. */
  blocks: bigint
  /** Time the minting took. */
  ms: number
}

/**
 * `transfers` ERC-721 tokens minted on a fresh chain, with edition mints between them. Each block:
 * three ERC-721 `mintBatch` calls of 50–150 tokens (each to one of 1,000 owners, in one of 20
 * collections), and every 4th block an ERC-1155 `mintBatch` of 25 ids (one TransferBatch) or every
 * 7th a single edition mint (TransferSingle), re-minting the same ids so balances update.
 */
export async function mintTransfers(
  rpcUrl: string,
  deployment: Deployment,
  transfers: number,
): Promise<MintedTransfers> {
  const began = performance.now()
  const from = devAccount(0).address
  const chain = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  const wallet = createWalletClient({ account: from, transport: http(rpcUrl) })
  // Explicit gas: anvil would otherwise run each call twice (estimate, then execute).
  const send = (to: Address, data: Hex, gas: bigint) => wallet.sendTransaction({ to, data, gas, chain: null })
  // Mined on demand, so that a block holds several calls.
  await chain.setAutomine(false)
  await chain.setBlockGasLimit({ gasLimit: 100_000_000n })

  const create = (standard: Standard, i: number) =>
    send(
      deployment.collectionFactory,
      standard === 'ERC721'
        ? encodeFunctionData({
            abi: collectionFactoryAbi,
            functionName: 'createCollection',
            args: [`Bench ${i}`, `B${i}`, '', 0n, from, 0n],
          })
        : encodeFunctionData({
            abi: collectionFactoryAbi,
            functionName: 'createEdition',
            args: [`Bench edition ${i}`, `E${i}`, '', from, 0n],
          }),
      1_000_000n,
    )
  const creations: Hex[] = []
  for (let i = 0; i < 24; i++) creations.push(await (i < 20 ? create('ERC721', i) : create('ERC1155', i - 20)))
  await chain.mine({ blocks: 1 })
  const created = await Promise.all(
    creations.map(async (hash) => {
      const [event] = parseEventLogs({
        abi: collectionFactoryAbi,
        logs: (await chain.getTransactionReceipt({ hash })).logs,
        eventName: 'CollectionCreated',
      })
      return event?.args.collection as Address
    }),
  )
  const collections = created.slice(0, 20)
  const editions = created.slice(20)

  const owners = Array.from({ length: 1000 }, (_, i) => `0x${keccak256(toHex(i)).slice(26)}` as Address)
  const next = random(1)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)] as T
  const ids = Array.from({ length: 25 }, (_, i) => BigInt(i + 1))
  let tokens = 0
  let events = 0
  let logs = 0
  let amount = 0n
  const editionIds = new Set<string>()
  for (let block = 0; tokens < transfers; block++) {
    for (let call = 0; call < 3 && tokens < transfers; call++) {
      const size = Math.min(50 + Math.floor(next() * 101), transfers - tokens)
      const data = encodeFunctionData({
        abi: creatorCollectionAbi,
        functionName: 'mintBatch',
        args: [pick(owners), Array(size).fill('')],
      })
      await send(pick(collections), data, 40_000n * BigInt(size) + 200_000n)
      tokens += size
      logs += size
    }
    const edition = pick(editions)
    if (block % 4 === 0) {
      const amounts = ids.map(() => BigInt(1 + Math.floor(next() * 10)))
      const data = encodeFunctionData({
        abi: creatorEditionAbi,
        functionName: 'mintBatch',
        args: [pick(owners.slice(0, 9)), ids, amounts],
      })
      await send(edition, data, 3_000_000n)
      for (const id of ids) editionIds.add(`${edition}:${id}`)
      amount += amounts.reduce((sum, value) => sum + value, 0n)
      events += ids.length
      logs += 1
    } else if (block % 7 === 0) {
      const id = pick(ids)
      const data = encodeFunctionData({
        abi: creatorEditionAbi,
        functionName: 'mint',
        args: [pick(owners.slice(0, 9)), id, 3n, ''],
      })
      await send(edition, data, 300_000n)
      editionIds.add(`${edition}:${id}`)
      amount += 3n
      events += 1
      logs += 1
    }
    await chain.mine({ blocks: 1 })
  }
  await chain.setAutomine(true)
  return {
    logs,
    events: events + tokens,
    tokens: tokens + editionIds.size,
    amount: amount + BigInt(tokens),
    blocks: await chain.getBlockNumber(),
    ms: performance.now() - began,
  }
}
