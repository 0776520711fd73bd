/**
 * Creating, end to end, on `npm start` (anvil). Run: npm run bench:create
 * 1. A batch of 500 items: upload (8 at once), putMetadata, then mintBatch (100 a transaction),
 *    timed from the first upload to the last mined block.
 * 2. Uploads of 1 MB pictures at 8 concurrent clients: throughput and p50/p99.
 * Targets (issue 11 §5): the batch in ≤ 60 s; upload throughput and its p99 reported.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount, walletFor } from '@vitrine/devchain'
import { type Address, createPublicClient, http, parseEventLogs } from 'viem'
import { createJsonClient } from './lib/jsonClient.ts'
import { formatLoad, measureLoad } from './lib/measureLoad.ts'
import { runStack } from './lib/runStack.ts'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 500)
const PER_TRANSACTION = 100
const CONCURRENCY = 8
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

/** A distinct small PNG per item: the signature, then bytes of its own (the backend sniffs, never decodes). */
const pngOf = (seed: number, size: number) => {
  const bytes = Buffer.alloc(size)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  bytes.writeUInt32BE(seed, 8)
  for (let at = 12; at < size; at += 4096) bytes[at] = (seed * 31 + at) & 0xff
  return bytes
}

/** Runs `task` over `items`, `concurrency` at a time, in order of the results. */
async function pool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index] as T)
      }
    }),
  )
  return results
}

// One account uploads 500 items, then 1 MB files for BENCH_SECONDS: budgets set for people, far above them here.
const stack = await runStack({ env: { UPLOADS_PER_MINUTE: '1000000', UPLOAD_BYTES_PER_DAY: '1000000000000' } })
try {
  const { serverUrl } = stack
  const deployment = JSON.parse(readFileSync(join(stack.dataDir, 'deployment.json'), 'utf8')) as {
    collectionFactory: Address
  }
  const rpcUrl = `http://127.0.0.1:${process.env.ANVIL_PORT ?? '28545'}`
  const api = createJsonClient(serverUrl, { 'X-Parse-Application-Id': 'vitrine' })
  const signUp = await api('POST', '/users', { username: `bench_${Date.now()}`, password: 'bench-password' })
  const session = signUp.body.sessionToken as string
  const upload = async (name: string, bytes: Buffer) => {
    const response = await fetch(`${serverUrl}/files/${name}`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': 'vitrine', 'X-Parse-Session-Token': session, 'Content-Type': 'image/png' },
      body: new Uint8Array(bytes),
    })
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { url: string }).url
  }

  const creator = devAccount(9)
  const wallet = walletFor(creator, rpcUrl, 31337)
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Bench Batch', 'BATCH', '', 0n, creator.address, 500n],
    }),
  })
  const collection = parseEventLogs({
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })[0]?.args.collection as Address

  // 1. The batch.
  const began = performance.now()
  const items = Array.from({ length: ITEMS }, (_, index) => index)
  const uris = await pool(items, CONCURRENCY, async (index) => {
    const image = await upload(`item-${index}.png`, pngOf(index, 50_000))
    const answer = await api(
      'POST',
      '/functions/putMetadata',
      {
        kind: 'token',
        metadata: { name: `Item ${index}`, image, attributes: [{ trait_type: 'Index', value: String(index % 10) }] },
      },
      { 'X-Parse-Session-Token': session },
    )
    return (answer.body.result as { uri: string }).uri
  })
  const uploaded = performance.now()
  for (let at = 0; at < uris.length; at += PER_TRANSACTION) {
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mintBatch',
        args: [creator.address, uris.slice(at, at + PER_TRANSACTION)],
      }),
    })
  }
  const done = performance.now()
  process.stdout.write(
    `batch of ${ITEMS} items: ${((done - began) / 1000).toFixed(1)} s ` +
      `(upload + metadata ${((uploaded - began) / 1000).toFixed(1)} s, mint ${((done - uploaded) / 1000).toFixed(1)} s; target ≤ 60 s)\n`,
  )

  // 2. Upload throughput of 1 MB pictures.
  let n = 0
  const result = await measureLoad(
    async () => {
      await upload(`big-${n}.png`, pngOf(100_000 + n++, 1_000_000))
    },
    CONCURRENCY,
    seconds * 1000,
  )
  process.stdout.write(`${formatLoad('upload 1 MB picture', result)}  ${(result.perSecond).toFixed(1)} MB/s\n`)
} finally {
  await stack.stop()
}
