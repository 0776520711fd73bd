import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { ItemType } from '@opensea/seaport-js'
import { LIVE_STREAM_PATH, type LiveChange } from '@vitrine/api'
import { creatorCollectionAbi } from '@vitrine/contracts'
import { readDeployment, type SignedOrder, seaportMarket } from '@vitrine/devchain'
import {
  descendants,
  findProgram,
  freePort,
  isAlive,
  redisServerPath,
  type SpawnedScript,
  spawnScript,
  startRedis,
  waitFor,
} from '@vitrine/testkit'
import pg from 'pg'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, describe, expect, test } from 'vitest'
import { compareActivityWithChain, compareWithChain } from '../apps/indexer/test/chainTruth.ts'
import { giveToken } from '../apps/indexer/test/giveToken.ts'

/**
 * Vitrine on two boxes behind HAProxy, on loopback: box A is `npm start` (embedded PostgreSQL,
 * anvil, the backend, the indexer), box B joins it (`COMPONENTS=server,indexer`, A's database,
 * chain and Redis, its own ports and data folder), HAProxy (deploy/haproxy.cfg) in front of both
 * backends. Collectors browse, sign in and post orders through HAProxy while box B's backend is
 * killed (`kill -9`) and, later, box A's indexer. Needs Debian's haproxy and redis-server (npm
 * test's first step installs them as root); skipped, with a sentence, without them.
 */

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url))
const haproxyConfig = fileURLToPath(new URL('../deploy/haproxy.cfg', import.meta.url))
const haproxy = findProgram('haproxy')
const redisServer = redisServerPath()
const missing = [haproxy ? null : 'haproxy', redisServer ? null : 'redis-server'].filter(Boolean)
if (missing.length)
  console.log(`The failover test is skipped: ${missing.join(' and ')} not installed (Debian's packages).`)

const appId = 'vitrine'
const dirs: string[] = []
const stops: (() => Promise<unknown>)[] = []
afterAll(async () => {
  // A part that already ended (a box killed by the test) must not keep the others from stopping.
  for (const stop of stops.reverse()) await stop().catch(() => {})
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vitrine-failover-${name}-`))
  dirs.push(dir)
  return dir
}

function runBox(env: Record<string, string>): SpawnedScript {
  const box = spawnScript(startScript, env)
  stops.push(async () => {
    if (box.child.exitCode === null && box.child.signalCode === null) box.child.kill('SIGINT')
    await box.exited
  })
  return box
}

async function waitUp(box: SpawnedScript, name: string) {
  await waitFor(() => box.output().includes('Vitrine is up') || box.child.exitCode !== null, 180_000)
  if (box.child.exitCode !== null) throw new Error(`${name} did not start:\n${box.output()}`)
}

/** A change heard on a live stream, and when. */
type Heard = { at: number; change: LiveChange }

/** A live stream read as a page reads it: every change, with when it arrived. */
function openStream(serverUrl: string) {
  const changes: Heard[] = []
  const abort = new AbortController()
  /** Why and when the stream ended before `close()`: the test asserts the surviving one never did. */
  let ended: { at: number; error: unknown } | null = null
  const done = (async () => {
    const response = await fetch(`${serverUrl}${LIVE_STREAM_PATH}`, { signal: abort.signal })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended')
      buffer += decoder.decode(value, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.startsWith('event: change')) {
          const data = block.split('\n').find((line) => line.startsWith('data: '))
          if (data) changes.push({ at: Date.now(), change: JSON.parse(data.slice(6)) as LiveChange })
        }
        end = buffer.indexOf('\n\n')
      }
    }
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) ended = { at: Date.now(), error }
  })
  return { changes, close: () => abort.abort(), done, ended: () => ended }
}

/** The first change that names this token (not an "everything changed", which would name anything). */
const sawToken = (changes: Heard[], address: Address, tokenId: bigint) =>
  changes.find(({ change }) =>
    change.tokens.some((token) => token.address === address && token.tokenId === tokenId.toString()),
  )
const sawOrder = (changes: Heard[], hash: string) => changes.find(({ change }) => change.orders.includes(hash))

/** Sends a request and records how it went; answers the response (read), or throws when none came. */
type Timed = (kind: Call['kind'], what: string, request: () => Promise<Response>) => Promise<Response>

/** A request that failed and is recorded among the calls: the step it belonged to stops there. */
class RecordedFailure extends Error {
  constructor(what: string) {
    super(`${what} failed (recorded)`)
  }
}

type Call = { kind: 'read' | 'write'; began: number; ended: number; ok: boolean; what: string; box?: string }

describe.skipIf(missing.length > 0)('several boxes behind HAProxy', () => {
  test('box B’s backend and then box A’s indexer killed under collector traffic: no read fails, only writes in flight on the killed backend, the standby indexer takes over within 5 s, the index equals the chain and the surviving live stream saw every change', {
    timeout: 600_000,
  }, async () => {
    const redis = await startRedis(redisServer as string)
    stops.push(redis.stop)
    const files = tempDir('files')
    const [portA, portB, pgPort, anvilPort, proxyPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    const shared = {
      COMPONENTS: 'server,indexer',
      REDIS_URL: redis.url,
      FILES_DIR: files,
      // HAProxy is on loopback: its X-Forwarded-For names the client, for per-address limits.
      TRUST_PROXY: 'loopback',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    }
    const dirA = tempDir('box-a')
    const boxA = runBox({
      ...shared,
      DATA_DIR: dirA,
      PORT: String(portA),
      PG_PORT: String(pgPort),
      ANVIL_PORT: String(anvilPort),
    })
    await waitUp(boxA, 'box A')
    const secrets = JSON.parse(readFileSync(join(dirA, 'secrets.json'), 'utf8')) as {
      databasePassword: string
      masterKey: string
    }
    const databaseUrl = `postgres://postgres:${secrets.databasePassword}@127.0.0.1:${pgPort}/vitrine`
    const rpcUrl = `http://127.0.0.1:${anvilPort}`
    const boxB = runBox({
      ...shared,
      DATA_DIR: tempDir('box-b'),
      PORT: String(portB),
      DATABASE_URL: databaseUrl,
      RPC_URL: rpcUrl,
      MASTER_KEY: secrets.masterKey,
    })
    await waitUp(boxB, 'box B')
    expect(boxB.output()).toContain('standby for chain 31337')

    const proxy: ChildProcess = spawn(haproxy as string, ['-f', haproxyConfig, '-db'], {
      env: {
        ...process.env,
        VITRINE_LISTEN: `127.0.0.1:${proxyPort}`,
        VITRINE_SERVER_A: `127.0.0.1:${portA}`,
        VITRINE_SERVER_B: `127.0.0.1:${portB}`,
      },
      stdio: 'ignore',
    })
    stops.push(async () => {
      proxy.kill('SIGTERM')
    })
    const through = `http://127.0.0.1:${proxyPort}/server`
    const serverA = `http://localhost:${portA}/server`
    const serverB = `http://localhost:${portB}/server`
    // No answer yet is not ready yet: HAProxy starts checking its backends.
    await waitFor(async () => (await fetch(`${through}/health`).catch(() => null))?.ok === true, 30_000)

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    stops.push(() => pool.end())
    const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) }) as PublicClient
    const cursor = async () =>
      BigInt((await pool.query('SELECT block_number FROM nft.sync_state')).rows[0]?.block_number ?? -1)
    const deployment = readDeployment(join(dirA, 'deployment.json'))
    if (!deployment?.weth) throw new Error('box A wrote no deployment')
    const market = seaportMarket(rpcUrl, deployment as Parameters<typeof seaportMarket>[1])
    const { rows } = await pool.query<{ address: Address }>(
      `SELECT address FROM nft.collections WHERE standard = 'ERC721' ORDER BY first_block LIMIT 1`,
    )
    const collection = rows[0]?.address as Address
    const ownerOf = (tokenId: bigint) =>
      chain.readContract({ address: collection, abi: creatorCollectionAbi, functionName: 'ownerOf', args: [tokenId] })
    const transfer = async (tokenId: bigint, toIndex: number) => {
      await giveToken(chain, rpcUrl, collection, tokenId, toIndex)
      return { tokenId, block: await chain.getBlockNumber({ cacheTime: 0 }), at: Date.now() }
    }
    const price = 10n ** 16n
    // A listing as the site makes it: the collection's royalty (ERC-2981) paid out of the price.
    const listing = async (tokenId: bigint) => {
      const seller = await ownerOf(tokenId)
      const [receiver, royalty] = await chain.readContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'royaltyInfo',
        args: [tokenId, price],
      })
      return market.createOrder(
        {
          offer: [{ itemType: ItemType.ERC721, token: collection, identifier: tokenId.toString() }],
          consideration: [
            { amount: (price - royalty).toString(), recipient: seller },
            ...(royalty > 0n ? [{ amount: royalty.toString(), recipient: receiver }] : []),
          ],
        },
        seller,
      )
    }
    const post = (serverUrl: string, name: string, body: unknown) =>
      fetch(`${serverUrl}/functions/${name}`, {
        method: 'POST',
        headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })

    // A live stream on each box, read as the site's pages read it.
    const streamA = openStream(serverA)
    const streamB = openStream(serverB)
    stops.push(async () => {
      streamA.close()
      streamB.close()
    })
    await sleep(500)

    // Across boxes: an order posted through box A, and a block indexed by A's indexer, on B's stream.
    const crossOrder = await listing(1n)
    const crossHash = market.orderHash(crossOrder)
    const postedAt = Date.now()
    const crossPosted = await post(serverA, 'postOrder', crossOrder)
    expect(crossPosted.ok, await crossPosted.clone().text()).toBe(true)
    await waitFor(() => sawOrder(streamB.changes, crossHash) !== undefined, 5_000)
    const orderDelay = (sawOrder(streamB.changes, crossHash)?.at ?? 0) - postedAt
    const crossTransfer = await transfer(2n, 3)
    await waitFor(() => sawToken(streamB.changes, collection, 2n) !== undefined, 5_000)
    const blockDelay = (sawToken(streamB.changes, collection, 2n)?.at ?? 0) - crossTransfer.at

    /** A wallet's sign-in (a challenge, then the log-in); `record` times each request. */
    const signIn = async (base: string, record?: Timed) => {
      const account = privateKeyToAccount(generatePrivateKey())
      const sent = (kind: Call['kind'], what: string, request: () => Promise<Response>) =>
        record ? record(kind, what, request) : request()
      // A challenge writes nothing: HAProxy sends it again to another box like any read.
      const challenge = await sent('read', 'challenge', () =>
        fetch(`${base}/challenge`, {
          method: 'POST',
          headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' },
          body: JSON.stringify({ challengeData: { ethereum: { address: account.address, chainId: 31337 } } }),
        }),
      )
      const refused = (what: string, status: number) =>
        record ? new RecordedFailure(what) : new Error(`${what}: HTTP ${status}`)
      if (!challenge.ok) throw refused('challenge', challenge.status)
      const { message } = ((await challenge.json()) as { challengeData: { ethereum: { message: string } } })
        .challengeData.ethereum
      const signature = await account.signMessage({ message })
      const login = await sent('write', 'log-in', () =>
        fetch(`${base}/users`, {
          method: 'POST',
          headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' },
          body: JSON.stringify({ authData: { ethereum: { id: account.address, message, signature } } }),
        }),
      )
      if (!login.ok) throw refused('log-in', login.status)
      return ((await login.json()) as { sessionToken: string }).sessionToken
    }
    // An upload through HAProxy, read back through each box.
    const session = await signIn(through)
    const picture = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    )
    const upload = await fetch(`${through}/files/dot.png`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': session, 'Content-Type': 'image/png' },
      body: picture,
    })
    expect(upload.status).toBe(201)
    const { url } = (await upload.json()) as { url: string }
    const path = new URL(url).pathname
    for (const port of [portA, portB]) {
      const read = await fetch(`http://localhost:${port}${path}`)
      expect(read.status).toBe(200)
      expect(Buffer.from(await read.arrayBuffer()).equals(picture)).toBe(true)
    }

    // Orders to post during the traffic, signed beforehand (signing is the collectors' own work).
    const toPost: SignedOrder[] = []
    for (const tokenId of [3n, 4n, 5n, 6n, 7n, 8n]) toPost.push(await listing(tokenId))

    // The traffic: eight collectors through HAProxy.
    const calls: Call[] = []
    const postedHashes: string[] = []
    let running = true
    const timed: Timed = async (kind, what, request) => {
      const began = Date.now()
      let box: string | undefined
      let answer: Response | undefined
      const ok = await request().then(
        async (response) => {
          box = response.headers.get('x-served-by') ?? undefined
          answer = new Response(await response.arrayBuffer(), response)
          return response.ok
        },
        () => false,
      )
      calls.push({ kind, began, ended: Date.now(), ok, what, box })
      if (!answer) throw new RecordedFailure(what)
      return answer
    }
    /** One collector's step: mostly reads, now and then a sign-in or an order posted. Failures are recorded, not thrown. */
    const collectorStep = (index: number, step: number): Promise<unknown> => {
      const roll = (step * 7 + index) % 20
      if (roll === 0) return signIn(through, timed)
      const order = roll === 1 ? toPost.shift() : undefined
      if (order)
        return timed('write', 'postOrder', () => post(through, 'postOrder', order)).then((answer) => {
          if (answer.ok) postedHashes.push(market.orderHash(order))
        })
      if (roll % 3 === 0)
        return timed('read', 'getCollectionNFTs', () =>
          post(through, 'getCollectionNFTs', { address: collection, limit: 20 }),
        )
      if (roll % 3 === 1)
        return timed('read', 'getNFT', () =>
          post(through, 'getNFT', { address: collection, tokenId: String(1 + (step % 20)) }),
        )
      return timed('read', 'GET health', () => fetch(`${through}/health`))
    }
    // A step's request that failed is in `calls` already; anything else that failed a step is kept here.
    const stepErrors: unknown[] = []
    const collector = async (index: number) => {
      for (let step = 0; running; step++)
        await collectorStep(index, step).catch((error: unknown) => {
          if (!(error instanceof RecordedFailure)) stepErrors.push(error)
        })
    }
    const traffic = Promise.all(Array.from({ length: 8 }, (_, index) => collector(index)))

    await sleep(4_000)
    // Box B's backend dies: its primary and its workers, without warning.
    const backendB = descendants(boxB.child.pid as number).filter(({ args }) =>
      args.includes('apps/server/src/main.ts'),
    )
    const killedServerAt = Date.now()
    for (const { pid } of backendB) process.kill(pid, 'SIGKILL')
    // In flight at the kill: sent before the processes were gone (their sockets close as they end).
    await waitFor(() => backendB.every(({ pid }) => !isAlive(pid)), 5_000)
    const backendGoneAt = Date.now()
    await sleep(5_000)

    // Box A's indexer dies; a transfer right after is indexed by box B's standby.
    const indexerA = descendants(boxA.child.pid as number).find(({ args }) => args.includes('apps/indexer/src/main.ts'))
    process.kill(indexerA?.pid as number, 'SIGKILL')
    const killedIndexerAt = Date.now()
    const afterKill = await transfer(9n, 4)
    await waitFor(async () => (await cursor()) >= afterKill.block, 10_000)
    const takeoverMs = Date.now() - killedIndexerAt
    const lastTransfer = await transfer(10n, 5)
    await sleep(2_000)
    running = false
    await traffic

    const head = await chain.getBlockNumber({ cacheTime: 0 })
    await waitFor(async () => (await cursor()) === head, 30_000)
    // Given time to arrive; if it does not, the check below names the missing token.
    await waitFor(() => sawToken(streamA.changes, collection, 10n) !== undefined, 5_000).catch(() => {})

    const reads = calls.filter((call) => call.kind === 'read')
    const writes = calls.filter((call) => call.kind === 'write')
    const failed = calls.filter((call) => !call.ok)
    console.log(
      [
        `requests through HAProxy: ${calls.length} (${reads.length} reads, ${writes.length} writes; ${calls.filter((call) => call.box === 'b' && call.ended < killedServerAt).length} answered by box B before its backend was killed), failed: ${failed.length}${failed.length ? ` (${failed.map((call) => call.what).join(', ')})` : ''}`,
        `standby indexer took over: a block mined after box A's indexer was killed indexed ${takeoverMs} ms after the kill`,
        `live across boxes: an order posted through box A on box B's stream after ${orderDelay} ms; a transfer's block after ${blockDelay} ms (receipt → event)`,
      ].join('\n'),
    )
    // Both boxes served collectors before the kill, box A alone after it (B's backend comes back later).
    const before = calls.filter((call) => call.ended < killedServerAt)
    expect(before.filter((call) => call.box === 'b').length).toBeGreaterThan(0)
    expect(before.filter((call) => call.box === 'a').length).toBeGreaterThan(0)
    expect(
      calls.filter((call) => call.began > killedServerAt && call.began < killedServerAt + 3_000 && call.box === 'a')
        .length,
    ).toBeGreaterThan(0)
    expect(orderDelay).toBeLessThan(1_500)
    expect(blockDelay).toBeLessThan(1_500)
    // No read failed; a write failed only if it was in flight on the killed backend.
    expect(reads.filter((call) => !call.ok)).toEqual([])
    expect(stepErrors).toEqual([])
    expect(streamA.ended()).toBeNull()
    for (const call of failed) {
      expect(call.began).toBeLessThanOrEqual(backendGoneAt)
      expect(call.ended).toBeGreaterThanOrEqual(killedServerAt)
    }
    expect(takeoverMs).toBeLessThan(5_000)
    // The index equals the chain: every owner, no activity row doubled or missing.
    expect(await compareWithChain(pool, chain, 31337)).toEqual([])
    expect(await compareActivityWithChain(pool, chain, 31337, new Set([deployment.seaport]))).toEqual([])
    // The surviving box's stream saw every change: each transfer and each order posted.
    for (const moved of [crossTransfer, afterKill, lastTransfer])
      expect(sawToken(streamA.changes, collection, moved.tokenId), `token ${moved.tokenId}`).toBeDefined()
    expect(postedHashes.length).toBeGreaterThan(0)
    for (const hash of postedHashes) expect(sawOrder(streamA.changes, hash), hash).toBeDefined()
  })
})
