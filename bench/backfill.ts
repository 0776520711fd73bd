/**
 * Historical indexing against the node's own pace: ≥ 100,000 NFT transfers minted on a fresh
 * anvil, then the same eth_getLogs ranges fetched bare (the raw rate), then the real backfill
 * into a fresh PostgreSQL, with where its time goes. Run: npm run bench:backfill
 *
 * anvil recomputes its state root from scratch on every block, so a block costs time in
 * proportion to the tokens already minted: the chain is a few hundred dense blocks (~300
 * transfers each) rather than tens of thousands of sparse ones, and BACKFILL_RANGE starts at
 * 2 blocks (not 2,000) so that the backfill's range grows to its ~10,000-log target as it would
 * on a real chain. BENCH_TRANSFERS (default 100,000) and BACKFILL_RANGE may be set.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { createPool, migrate } from '@vitrine/db'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '@vitrine/db/embedded'
import { type AnvilHandle, type Deployment, devAccount, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type pg from 'pg'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseEventLogs,
  publicActions,
  toHex,
} from 'viem'
import { parseIndexerConfig } from '../apps/indexer/src/config.ts'
import { createRpcClient } from '../apps/indexer/src/rpc/createRpcClient.ts'
import { getLogsAdaptive } from '../apps/indexer/src/rpc/getLogsAdaptive.ts'
import { backfill } from '../apps/indexer/src/sync/backfill.ts'

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 100_000)
const chainId = 31337
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const rate = (count: number, ms: number) => `${Math.round(count / (ms / 1000)).toLocaleString('en')}/s`
const n = (value: number | bigint) => value.toLocaleString('en')

/** A small seeded PRNG: the same chain on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type History = { logs: number; events: number; tokens: number; amount: bigint; blocks: bigint; ms: number }

/**
 * Each block: three ERC-721 `mintBatch` calls of 50–150 tokens (each to one of 1,000 owners, in
 * one of 20 collections), and every 4th block an ERC-1155 `mintBatch` of 25 ids (one TransferBatch) or
 * every 7th a single edition mint (TransferSingle), re-minting the same ids so balances update.
 */
async function mintHistory(rpcUrl: string, deployment: Deployment): Promise<History> {
  const began = performance.now()
  const from = devAccount(0).address
  const chain = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  const wallet = createWalletClient({ account: from, transport: http(rpcUrl) })
  // Explicit gas: anvil would otherwise run each call twice (estimate, then execute).
  const send = (to: Address, data: Hex, gas: bigint) => wallet.sendTransaction({ to, data, gas, chain: null })
  // Mined on demand, so that a block holds several calls.
  await chain.setAutomine(false)
  await chain.setBlockGasLimit({ gasLimit: 100_000_000n })

  const create = (standard: 'ERC721' | 'ERC1155', i: number) =>
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
  for (let block = 0; tokens < TRANSFERS; block++) {
    for (let call = 0; call < 3 && tokens < TRANSFERS; call++) {
      const size = Math.min(50 + Math.floor(next() * 101), TRANSFERS - tokens)
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

/** The backfill's own range rule (backfill.ts), replayed with nothing but the fetching. */
async function fetchOnly(client: PublicClient, head: bigint, initialRange: bigint) {
  const began = performance.now()
  const calls: bigint[] = []
  let logs = 0
  let range = initialRange
  for (let from = 0n; from <= head; ) {
    const wanted = from + range - 1n < head ? from + range - 1n : head
    const found = await getLogsAdaptive(client, from, wanted)
    logs += found.logs.length
    calls.push(found.toBlock)
    const span = found.toBlock - from + 1n
    range = found.logs.length < 5_000 && span === range ? (range * 2n > 100_000n ? 100_000n : range * 2n) : span
    from = found.toBlock + 1n
  }
  return { logs, calls, ms: performance.now() - began }
}

/** Time spent inside the RPC client and inside the database, while the backfill runs. */
function instrument(client: PublicClient, pool: pg.Pool) {
  const spent = { rpc: 0, db: 0, statements: new Map<string, number>() }
  const timed =
    <A extends unknown[], R>(add: (ms: number) => void, f: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const began = performance.now()
      try {
        return await f(...args)
      } finally {
        add(performance.now() - began)
      }
    }
  const toRpc = (ms: number) => {
    spent.rpc += ms
  }
  const timedClient = {
    ...client,
    request: timed(toRpc, client.request),
    getBlock: timed(toRpc, client.getBlock),
  } as PublicClient
  // writeBatch holds one connection from connect() to release(); its statements are labelled by
  // the first table they name.
  const connect = async () => {
    const began = performance.now()
    const connection = await pool.connect()
    const { query, release } = connection
    const send = query.bind(connection) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>
    connection.query = ((text: string, values?: unknown[]) => {
      const label = /nft\.(\w+)/.exec(text)?.[1] ?? text.split(/\s/)[0] ?? '?'
      const add = (ms: number) => spent.statements.set(label, (spent.statements.get(label) ?? 0) + ms)
      return timed(add, send)(text, values)
    }) as typeof query
    connection.release = (error?: Error | boolean) => {
      spent.db += performance.now() - began
      connection.query = query
      connection.release = release
      release.call(connection, error)
    }
    return connection
  }
  const timedPool = new Proxy(pool, {
    get: (target, key) => {
      if (key === 'connect') return connect
      if (key === 'query') return timed((ms) => (spent.db += ms), target.query.bind(target) as pg.Pool['query'])
      const value = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { client: timedClient, pool: timedPool, spent }
}

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-backfill-'))
// As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
chmodSync(tmp, 0o755)
let database: EmbeddedPostgresHandle | undefined
let anvil: AnvilHandle | undefined
// Other work on the machine shows in every figure below.
console.log(`load average at start    ${loadavg()[0]?.toFixed(1)} (1 min), ${availableParallelism()} cores`)
try {
  database = await startEmbeddedPostgres({
    dataDir: join(tmp, 'pg'),
    port: await freePort(),
    password: 'bench',
    database: 'vitrine',
  })
  anvil = await startAnvil({ port: await freePort(), chainId })
  const deployment = await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir: tmp,
    assetsBaseUrl: 'http://127.0.0.1/demo',
    seed: false,
    log: () => {},
  })
  const history = await mintHistory(anvil.rpcUrl, deployment)
  console.log(
    `minted ${n(history.events)} transfers (${n(history.logs)} logs) in ${n(history.blocks)} blocks ` +
      `in ${seconds(history.ms)}`,
  )

  const config = parseIndexerConfig({
    DATABASE_URL: database.url,
    RPC_URL: anvil.rpcUrl,
    SEAPORT_ADDRESSES: deployment.seaport,
    BACKFILL_RANGE: process.env.BACKFILL_RANGE ?? '2',
  })
  const head = history.blocks
  const plain = createPublicClient({ transport: http(anvil.rpcUrl) })
  // The fastest of three runs (two before the backfill, one after): the node's own pace.
  const raws = [
    await fetchOnly(plain, head, config.BACKFILL_RANGE),
    await fetchOnly(plain, head, config.BACKFILL_RANGE),
  ]
  const showRaw = () => {
    const raw = raws.reduce((best, run) => (run.ms < best.ms ? run : best))
    if (raw.logs !== history.logs) throw new Error(`eth_getLogs found ${raw.logs} logs, ${history.logs} were minted`)
    console.log(
      `raw eth_getLogs          ${n(raw.logs)} logs in ${raw.calls.length} calls: ${seconds(raw.ms)}, ` +
        `${rate(raw.logs, raw.ms)} logs (best of ${raws.map((run) => seconds(run.ms)).join(', ')})`,
    )
    return raw
  }

  const pool = createPool(database.url, 4)
  try {
    await migrate(pool)
    const measured = instrument(createRpcClient(config.RPC_URL, { timeoutMs: config.RPC_TIMEOUT_MS }), pool)
    const calls: bigint[] = []
    const began = performance.now()
    const { events } = await backfill({
      pool: measured.pool,
      client: measured.client,
      chainId,
      seaport: config.SEAPORT_ADDRESSES,
      startBlock: config.START_BLOCK,
      toBlock: head,
      initialRange: config.BACKFILL_RANGE,
      onProgress: ({ block }) => calls.push(block),
    })
    const ms = performance.now() - began
    raws.push(await fetchOnly(plain, head, config.BACKFILL_RANGE))
    const raw = showRaw()
    console.log(
      `backfill                 ${n(events)} events in ${calls.length} batches: ${seconds(ms)}, ` +
        `${rate(events, ms)} events, ${rate(raw.logs, ms)} logs`,
    )
    console.log(`indexing / raw           ${((raw.ms / ms) * 100).toFixed(0)}% (target ≥ 50%)`)
    const { rpc, db, statements } = measured.spent
    const share = (part: number) => `${seconds(part).padStart(8)} ${((part / ms) * 100).toFixed(0).padStart(3)}%`
    console.log(`  RPC (getLogs, blocks)  ${share(rpc)}`)
    console.log(`  decode + handle (rest) ${share(ms - rpc - db)}`)
    console.log(`  database               ${share(db)}`)
    for (const [label, spent] of [...statements].sort((a, b) => b[1] - a[1]))
      console.log(`    ${label.padEnd(20)} ${share(spent)}`)
    if (calls.join() !== raw.calls.join())
      console.log('  (note: the backfill split the range differently from the raw replay)')

    const { rows } = await pool.query(
      `SELECT (SELECT count(*) FROM nft.activity)::int AS activity, (SELECT count(*) FROM nft.tokens)::int AS tokens,
              (SELECT sum(amount) FROM nft.balances)::text AS amount`,
    )
    const found = rows[0] as { activity: number; tokens: number; amount: string }
    const expected = { activity: history.events, tokens: history.tokens, amount: String(history.amount) }
    const ok =
      found.activity === expected.activity && found.tokens === expected.tokens && found.amount === expected.amount
    console.log(
      `check                    ${ok ? 'ok' : 'MISMATCH'}: ${n(found.activity)} activity rows, ${n(found.tokens)} tokens, ` +
        `balances sum ${found.amount}${ok ? '' : ` (expected ${JSON.stringify(expected)})`}`,
    )
    if (!ok || events !== history.events) process.exitCode = 1
  } finally {
    await pool.end()
  }
} finally {
  await anvil?.stop()
  await database?.stop()
  rmSync(tmp, { recursive: true, force: true })
}
