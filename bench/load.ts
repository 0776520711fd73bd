/**
 * The backend under a crowd: 200 clients browse as collectors do (home and explore, collection
 * pages, trait-filtered items, NFT pages, owners' profiles, activity; 1 step in 20 a wallet
 * sign-in) against a fresh `npm start`, for BENCH_SECONDS (default 30). Prints requests/s, p50 and
 * p99 of the reads, the sign-in's p50 and p99 (challenge, signature, log-in), errors, the CPU the
 * backend and the database used, and each figure against its target.
 * Run: npm run bench:load   (BENCH_CLIENTS, default 200; BENCH_FIXTURE=1 adds the 1M-token set of bench:api;
 *      BENCH_REDIS=1 runs the stack with a Redis of its own as REDIS_URL)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createJsonClient } from './lib/jsonClient.ts'
import { loadNftFixture } from './lib/loadNftFixture.ts'
import { processCpuSeconds } from './lib/processCpu.ts'
import { runStack } from './lib/runStack.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 30)
const clients = Number(process.env.BENCH_CLIENTS ?? 200)
const TARGETS = { perSecond: 1_200, p99: 400, signInP99: 1_000 }

const stack = await runStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000000' } })
const send = createJsonClient(stack.serverUrl, { 'X-Parse-Application-Id': 'vitrine' }, clients)
type Account = ReturnType<typeof privateKeyToAccount>
type Collection = { address: string; traits: [string, string][]; tokens: { tokenId: string; owner: string | null }[] }

async function call(fn: string, params: Record<string, unknown>) {
  const response = await send('POST', `/functions/${fn}`, params)
  if (response.status >= 400) throw new Error(`${fn}: ${response.status} ${JSON.stringify(response.body)}`)
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads the fields it walks on
  return response.body.result as any
}

async function signIn(account: Account) {
  const challenge = await send('POST', '/challenge', {
    challengeData: { ethereum: { address: account.address, chainId: 31337 } },
  })
  if (challenge.status >= 400) throw new Error(`challenge: ${JSON.stringify(challenge.body)}`)
  const { message } = (challenge.body.challengeData as { ethereum: { message: string } }).ethereum
  const signature = await account.signMessage({ message })
  const login = await send('POST', '/users', { authData: { ethereum: { id: account.address, message, signature } } })
  if (login.status >= 400) throw new Error(`log-in: ${JSON.stringify(login.body)}`)
}

/** What collectors find on the site: every collection, its trait values and a page of its items. */
async function discover(): Promise<Collection[]> {
  const { results } = await call('getCollections', { sort: 'volume', limit: 100 })
  return Promise.all(
    results.map(async ({ address }: { address: string }) => {
      const { traits } = await call('getCollectionTraits', { address })
      const items = await call('getCollectionNFTs', { address, limit: 100 })
      return {
        address,
        traits: traits.flatMap((t: { traitType: string; values: { value: string }[] }) =>
          t.values.slice(0, 5).map((v) => [t.traitType, v.value]),
        ),
        tokens: items.results.map((nft: { tokenId: string; owner?: string; owners?: { address: string }[] }) => ({
          tokenId: nft.tokenId,
          owner: nft.owner ?? nft.owners?.[0]?.address ?? null,
        })),
      }
    }),
  )
}

try {
  console.log(`npm start ready in ${(stack.readyMs / 1000).toFixed(1)} s`)
  if (process.env.BENCH_FIXTURE === '1') {
    const { databasePassword } = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8'))
    const port = process.env.PG_PORT ?? '25433'
    const pool = new pg.Pool({
      connectionString: `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/vitrine`,
    })
    console.log('loading the 1M-token fixture of bench:api')
    await loadNftFixture(pool)
    await pool.end()
  }
  // The indexer follows the demo chain into the database: wait until its collections are there.
  let collections: Collection[] = []
  for (let tries = 0; collections.filter((c) => c.tokens.length).length === 0 && tries < 100; tries++) {
    collections = (await discover()).filter((c) => c.tokens.length)
    if (!collections.length) await new Promise((resolve) => setTimeout(resolve, 300))
  }
  if (!collections.length) throw new Error('no indexed collection to browse')
  const accounts = Array.from({ length: clients }, () => privateKeyToAccount(generatePrivateKey()))
  // Returning collectors: each wallet has signed in once before the measure.
  for (let i = 0; i < accounts.length; i += 20) await Promise.all(accounts.slice(i, i + 20).map(signIn))
  console.log(`${collections.length} collections; ${clients} clients for ${seconds} s`)

  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T
  const reads: number[] = []
  const signIns: number[] = []
  const errors: string[] = []
  const timed = async (fn: string, params: Record<string, unknown>) => {
    const began = performance.now()
    try {
      await call(fn, params)
      reads.push(performance.now() - began)
    } catch (error) {
      errors.push((error as Error).message)
    }
  }
  /** One step of a collector: a page's calls, as the site makes them. */
  const step = async (client: number) => {
    const collection = pick(collections)
    const token = pick(collection.tokens)
    const roll = Math.random()
    if (roll < 0.05) {
      const began = performance.now()
      try {
        await signIn(accounts[client] as Account)
        signIns.push(performance.now() - began)
      } catch (error) {
        errors.push((error as Error).message)
      }
    } else if (roll < 0.25) {
      await timed('getCollections', { sort: pick(['volume', 'newest', 'items', 'name']), limit: 20 })
    } else if (roll < 0.45) {
      await Promise.all([
        timed('getCollection', { address: collection.address }),
        timed('getCollectionTraits', { address: collection.address }),
        timed('getCollectionNFTs', { address: collection.address, limit: 24 }),
      ])
    } else if (roll < 0.6) {
      const [type, value] = collection.traits.length ? pick(collection.traits) : ['', '']
      await timed('getCollectionNFTs', {
        address: collection.address,
        limit: 24,
        traits: type ? { [type]: [value] } : undefined,
      })
    } else if (roll < 0.75) {
      await Promise.all([
        timed('getNFT', { address: collection.address, tokenId: token.tokenId }),
        timed('getActivity', { address: collection.address, tokenId: token.tokenId, limit: 20 }),
      ])
    } else if (roll < 0.9) {
      if (token.owner) {
        await Promise.all([
          timed('getNFTs', { owner: token.owner, limit: 24 }),
          timed('getActivity', { account: token.owner, limit: 20 }),
        ])
      }
    } else {
      await timed('getActivity', { address: collection.address, limit: 20 })
    }
  }

  const isBackend = (command: string) => command.includes('apps/server/src/main.ts')
  // PostgreSQL's backends retitle themselves `postgres: …`; the postmaster keeps its binary's path.
  const isDatabase = (command: string) => command.startsWith('postgres') || command.includes('/bin/postgres\0')
  const cpuBefore = [processCpuSeconds(isBackend), processCpuSeconds(isDatabase)]
  const began = performance.now()
  const deadline = began + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) await step(client)
    }),
  )
  const elapsed = (performance.now() - began) / 1000
  const cpu = [processCpuSeconds(isBackend) - (cpuBefore[0] ?? 0), processCpuSeconds(isDatabase) - (cpuBefore[1] ?? 0)]

  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  }
  const requests = reads.length + signIns.length * 2
  const figures = {
    perSecond: requests / elapsed,
    p50: quantile(reads, 0.5),
    p99: quantile(reads, 0.99),
    signInP50: quantile(signIns, 0.5),
    signInP99: quantile(signIns, 0.99),
  }
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  console.log(
    `requests   ${figures.perSecond.toFixed(0).padStart(6)}/s  ${mark(figures.perSecond >= TARGETS.perSecond)} (≥ ${TARGETS.perSecond})  ` +
      `(${reads.length} reads, ${signIns.length} sign-ins of 2 requests)`,
  )
  console.log(
    `reads      p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms  ${mark(figures.p99 <= TARGETS.p99)} (≤ ${TARGETS.p99})`,
  )
  console.log(
    `sign-in    p50 ${figures.signInP50.toFixed(1)} ms, p99 ${figures.signInP99.toFixed(1)} ms  ${mark(figures.signInP99 <= TARGETS.signInP99)} (≤ ${TARGETS.signInP99})`,
  )
  console.log(`errors     ${errors.length}  ${mark(errors.length === 0)}`)
  for (const error of [...new Set(errors)].slice(0, 5)) console.log(`  ${error.slice(0, 200)}`)
  const cores = (used: number | undefined) => ((used ?? 0) / elapsed).toFixed(2)
  console.log(`cpu        backend ${cores(cpu[0])} cores, database ${cores(cpu[1])} cores`)
} finally {
  await stack.stop()
}
