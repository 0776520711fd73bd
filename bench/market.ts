/**
 * The order book under load. Run: npm run bench:market
 * 1. postOrder from 16 clients: pre-signed listings (16 sellers, each with its approved token),
 *    each fully checked against anvil (signature, counter, status, owner, approval, royalty); first
 *    as fast as they answer (the ceiling), then at the target's 300 orders/s for 30 s (its p99 at that rate).
 * 2. getOrders at concurrency 16 with 100,000 active listings in 10 collections (loaded by SQL).
 * 3. getSwapQuote at concurrency 16: vUSD → ETH through the chain's Uniswap V2 pool (the `oneInch` source).
 * 4. A sale's block → the live stream's change event, with the indexer following the chain (p95).
 * 5. Gas of a lazy redeem (the `rarible` source) beside a mint followed by a Seaport sale.
 * Targets (issue 10 §8, issue 17 §6): postOrder ≥ 300/s with p99 ≤ 50 ms (at 300/s); getOrders p99 ≤ 30 ms;
 * getSwapQuote p99 ≤ 50 ms; sale → page ≤ 1.5 s; the redeem cheaper than mint + sale.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LIVE_STREAM_PATH, NATIVE_TOKEN } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { createPool } from '@vitrine/db'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { devAccount, lazyRedeemGas, prepareChain, seaportMarket, startAnvil, walletFor } from '@vitrine/devchain'
import { freePort, spawnScript, waitFor } from '@vitrine/testkit'
import { type Address, createPublicClient, http, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { createJsonClient } from './lib/jsonClient.ts'
import { readLiveBlocks, watchHeads } from './lib/liveBlocks.ts'
import { formatLoad, measureLoad, measurePaced } from './lib/measureLoad.ts'
import { signListings } from './lib/signListings.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const SELLERS = 16
/** The order book's target rate (issue 10 §8): postOrder's p99 is measured at it too. */
const TARGET_ORDERS_PER_SECOND = 300
/**
 * postOrder's paced run. Its slow calls come in bursts of 10–30 (the two cores oversubscribed for a
 * moment: bench/FINDINGS.md), so a 10 s window's p99 (3,000 calls) was its second or third burst:
 * 22–110 ms between runs of the same code. 30 s (9,000 calls) measures the rate's p99, not a draw.
 */
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 30)
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000)
// One sale per seller: each sells its token once.
const SALES = Math.min(SELLERS, Number(process.env.BENCH_SALES ?? SELLERS))

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-market-'))
// As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
chmodSync(tmp, 0o755)
const stops: (() => Promise<unknown>)[] = []
const spawn = (file: string, env: Record<string, string>) => {
  const script = spawnScript(fileURLToPath(new URL(file, import.meta.url)), env)
  stops.push(async () => {
    if (script.child.exitCode !== null || script.child.signalCode !== null) return
    script.child.kill('SIGTERM')
    await script.exited
  })
  return script
}

try {
  const database = await startEmbeddedPostgres({
    dataDir: join(tmp, 'pg'),
    port: await freePort(),
    password: 'bench',
    database: 'vitrine',
  })
  stops.push(() => database.stop())
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  stops.push(() => anvil.stop())
  const deployment = await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir: tmp,
    assetsBaseUrl: '',
    seed: false,
    log: () => {},
  })
  const client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  const mined = async (hash: `0x${string}`) => client.waitForTransactionReceipt({ hash })

  // A collection without royalty; seller i holds token i + 1 and lets the conduit move it.
  const creator = walletFor(devAccount(0), anvil.rpcUrl, 31337)
  const [created] = parseEventLogs({
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    logs: (
      await mined(
        await creator.writeContract({
          address: deployment.collectionFactory,
          abi: collectionFactoryAbi,
          functionName: 'createCollection',
          args: ['Bench', 'BNCH', '', 0n, zeroAddress, 0n],
        }),
      )
    ).logs,
  })
  const collection = created?.args.collection as Address
  const sellers = Array.from({ length: SELLERS }, (_, i) => devAccount(20 + i))
  for (const [i, seller] of sellers.entries()) {
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [seller.address, '0x56BC75E2D63100000'] as never,
    })
    await mined(
      await creator.writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mint',
        args: [seller.address, `bench/${i + 1}`],
      }),
    )
    await mined(
      await walletFor(seller, anvil.rpcUrl, 31337).writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [deployment.conduit, true],
      }),
    )
  }

  // 1. postOrder. Listings signed beforehand (many per seller: a salt each), so the load is the server's.
  const start = (await client.getBlock()).timestamp - 1n
  // Enough for the ceiling (up to 1,000/s) and the paced run, each order posted once, and one
  // more per seller never posted (its sale, part 4).
  const perSeller = Math.ceil((1_000 * seconds + TARGET_ORDERS_PER_SECOND * PACED_SECONDS) / SELLERS) + 1
  process.stdout.write(`signing ${perSeller * SELLERS} listings…\n`)
  const signed = await Promise.all(
    sellers.map((seller, i) =>
      signListings({ seller, tokenId: BigInt(i + 1), collection, deployment, start, count: perSeller }),
    ),
  )
  const port = await freePort()
  const server = spawn('../apps/server/src/main.ts', {
    PORT: String(port),
    DATABASE_URL: database.url,
    MASTER_KEY: 'bench-master-key-0123456789',
    RPC_URL: anvil.rpcUrl,
    SEAPORT_ADDRESS: deployment.seaport,
    CONDUIT_KEY: deployment.conduitKey,
    CONDUIT_ADDRESS: deployment.conduit,
    WETH_ADDRESS: deployment.weth,
    SWAP_ROUTER_ADDRESS: deployment.swapRouter,
    SWAP_TOKENS: deployment.demoToken,
    // Its one client address posts up to ~40,000 orders a minute, and each of its 16 sellers keeps
    // ~1,190 listings open (docs/development.md): budgets set for people, far above them here.
    POST_ORDERS_PER_MINUTE: '100000000',
    ACTIVE_ORDERS_PER_MAKER: '1000000',
    LOG_LEVEL: 'warn',
  })
  const serverUrl = `http://localhost:${port}/server`
  const send = createJsonClient(serverUrl, { 'X-Parse-Application-Id': 'vitrine' })
  await waitFor(
    async () => server.child.exitCode !== null || (await send('GET', '/health').catch(() => null))?.status === 200,
    60_000,
  )
  if (server.child.exitCode !== null) throw new Error(`the backend exited:\n${server.output()}`)

  const first = signed[0]?.[0]
  const check = await send('POST', '/functions/postOrder', first).catch((error: Error) => {
    throw new Error(`postOrder failed (${error.message}); the backend said:\n${server.output()}`)
  })
  if ((check.body.result as { orderHash?: string } | undefined)?.orderHash !== first?.hash)
    throw new Error(`postOrder refused a good order: ${JSON.stringify(check.body)}`)
  // One line of orders for every client, the sellers' in turn: a client that is answered faster
  // than the others takes more of them. The first is posted above; each seller's last is kept.
  const queue = Array.from({ length: perSeller - 1 }, (_, n) => signed.map((orders) => orders[n]))
    .flat()
    .slice(1)
  let next = 0
  const postNext = async () => {
    const order = queue[next++]
    if (!order) throw new Error('out of signed orders')
    const response = await send('POST', '/functions/postOrder', order)
    if (response.status !== 200) throw new Error(JSON.stringify(response.body))
  }
  const posted = await measureLoad(postNext, 16, seconds * 1000)
  process.stdout.write(`${formatLoad('postOrder (listing, fully checked)', posted)}\n`)
  const paced = await measurePaced(postNext, 16, TARGET_ORDERS_PER_SECOND, PACED_SECONDS * 1000)
  process.stdout.write(`${formatLoad(`postOrder at ${TARGET_ORDERS_PER_SECOND}/s for ${PACED_SECONDS} s`, paced)}\n`)

  // 2. getOrders with 100,000 active listings in 10 collections.
  const pool = createPool(database.url, 2)
  stops.push(() => pool.end())
  await pool.query(
    `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
       unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
       pending_check, source, parameters, signature)
     SELECT 31337, '0x' || lpad(to_hex(n), 64, '0'), 'listing', 'listing', 'ERC721', $1::text || lpad(to_hex(n % 5000), 6, '0'),
            $2::text || lpad(to_hex(n % 10), 6, '0'), n, 1, p, p, 1, $3, 0, 4000000000, 0, $4, $5, 'active', '{}', 0, false,
            'opensea', '{}', '0x'
       FROM generate_series(1, $6::int) AS n, LATERAL (SELECT (10000000000000000 + (n * 7919) % 1000000 * 1000000000000)::numeric AS p) AS price`,
    [
      '0xa0000000000000000000000000000000a0',
      '0xc0000000000000000000000000000000c0',
      zeroAddress,
      deployment.seaport,
      deployment.conduit,
      LISTINGS,
    ],
  )
  await pool.query('ANALYZE market.orders')
  const collections = Array.from(
    { length: 10 },
    (_, i) => `0xc0000000000000000000000000000000c0${i.toString(16).padStart(6, '0')}`,
  )
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T
  const shapes: [string, () => Record<string, unknown>][] = [
    ['getOrders collection, cheapest first', () => ({ side: 'listing', address: pick(collections) })],
    ['getOrders collection, newest first', () => ({ side: 'listing', address: pick(collections), sort: 'newest' })],
    [
      'getOrders token',
      () => ({
        side: 'listing',
        address: pick(collections),
        tokenId: String(1 + Math.floor(Math.random() * LISTINGS)),
      }),
    ],
    ['getOrders all, cheapest first', () => ({ side: 'listing' })],
  ]
  for (const [label, params] of shapes) {
    const result = await measureLoad(
      async () => {
        const response = await send('POST', '/functions/getOrders', params())
        if (response.status !== 200) throw new Error(JSON.stringify(response.body))
      },
      16,
      seconds * 1000,
    )
    process.stdout.write(`${formatLoad(label, result)}\n`)
  }

  // 3. getSwapQuote: each a price (getAmountsIn), an allowance and the head block read from anvil.
  const quoted = await measureLoad(
    async (worker) => {
      const response = await send('POST', '/functions/getSwapQuote', {
        sellToken: deployment.demoToken,
        buyToken: NATIVE_TOKEN,
        buyAmount: String(parseEther('0.05') + BigInt(worker)),
        taker: sellers[worker]?.address,
      })
      if (response.status !== 200) throw new Error(JSON.stringify(response.body))
    },
    16,
    seconds * 1000,
  )
  process.stdout.write(`${formatLoad('getSwapQuote (vUSD → ETH, Uniswap V2)', quoted)}\n`)

  // 4. A sale's block → the live stream's change, with the indexer following the chain as npm start runs it.
  const indexer = spawn('../apps/indexer/src/main.ts', {
    DATABASE_URL: database.url,
    RPC_URL: anvil.rpcUrl,
    SEAPORT_ADDRESSES: deployment.seaport,
    LOG_LEVEL: 'warn',
  })
  // Its ready line is printed whatever LOG_LEVEL says.
  await waitFor(() => indexer.output().includes('"ready"') || indexer.child.exitCode !== null, 120_000)
  if (indexer.child.exitCode !== null) throw new Error(`the indexer exited:\n${indexer.output()}`)
  const controller = new AbortController()
  stops.push(async () => controller.abort())
  const stream = await fetch(`${serverUrl}${LIVE_STREAM_PATH}?topics=collection:${collection}`, {
    signal: controller.signal,
  })
  const arrivals = readLiveBlocks(stream, controller.signal)
  // When each block appeared on the node, seen every 10 ms (the buy's own wait for its receipt
  // polls far slower, and seaport-js's reads before sending are no part of the sale's block).
  const minedAt = watchHeads(client, 10)
  stops.push(async () => minedAt.stop())
  const market = seaportMarket(anvil.rpcUrl, deployment)
  const delays: number[] = []
  for (let sale = 0; sale < SALES; sale++) {
    // A listing signed for part 1 and never posted: the seller still holds its token.
    const unposted = signed[sale]?.[perSeller - 1]
    if (!unposted) throw new Error('no signed listing left')
    const listing = {
      parameters: { ...unposted.parameters, totalOriginalConsiderationItems: 1 },
      signature: unposted.signature,
    }
    const hash = await market.buy(listing as never, devAccount(1).address)
    const block = Number((await client.getTransactionReceipt({ hash })).blockNumber)
    await waitFor(() => {
      if (arrivals.ended) throw new Error(`The live stream broke before block ${block} arrived: ${arrivals.ended}`)
      return arrivals.at.has(block) && minedAt.at.has(block)
    }, 10_000)
    delays.push((arrivals.at.get(block) as number) - (minedAt.at.get(block) as number))
  }
  delays.sort((a, b) => a - b)
  const p = (q: number) => delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]?.toFixed(0)
  process.stdout.write(`sale's block → live change received (${SALES} sales)   p50 ${p(0.5)} ms  p95 ${p(0.95)} ms\n`)

  // 5. One item sold by its creator: lazily (one redeem) or minted then sold through Seaport.
  const gas = await lazyRedeemGas(anvil.rpcUrl, deployment)
  process.stdout.write(
    [
      `gas: lazy redeem (mint + pay creator and royalty, 1 tx)   ${gas.redeem}`,
      `gas: mint then Seaport sale (2 tx)                         ${gas.mint + gas.sale} (mint ${gas.mint} + sale ${gas.sale}; conduit approval once per collection ${gas.approval})\n`,
    ].join('\n'),
  )
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {})
  rmSync(tmp, { recursive: true, force: true })
}
