/**
 * The NFT read API at scale: 1,000,000 tokens in 10 collections held by 100,000 owners, and an
 * order book of 110,010 active orders (each NFT result carries its best listing and offer), loaded
 * into the indexer's and the order book's tables; then getNFTs and getCollectionNFTs (trait
 * filters) at concurrency 16, and the plans of the SQL behind them. Run: npm run bench:api
 *
 * The stack is embedded PostgreSQL plus the backend process (`apps/server/src/main.ts`); no chain
 * and no site, which these reads do not touch and which would take CPU from a 2-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TokenSort } from '@vitrine/api'
import { createPool, createReadRouting, migrate, type TraitFilter } from '@vitrine/db'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort, spawnScript, waitFor } from '@vitrine/testkit'
import type pg from 'pg'
import { createNftQueries } from '../apps/server/src/nft/nftQueries.ts'
import { explainPlans, type PlanCase } from './lib/explainPlans.ts'
import { createJsonClient } from './lib/jsonClient.ts'
import {
  CHAIN_ID,
  COLLECTIONS,
  collectionAddress,
  loadNftFixture,
  OWNERS,
  ownerAddress,
  TOKENS_PER_COLLECTION,
  WHALES,
} from './lib/loadNftFixture.ts'
import { formatLoad, measureLoad } from './lib/measureLoad.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const random = (n: number) => 1 + Math.floor(Math.random() * n)

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-nft-'))
const stops: (() => Promise<unknown>)[] = []

/** The backend as `npm start` runs it, on its own port, against the loaded database. */
async function startServer(databaseUrl: string) {
  const port = await freePort()
  const server = spawnScript(fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url)), {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    MASTER_KEY: 'bench-master-key-0123456789',
    CHAIN_ID: String(CHAIN_ID),
    // Only getSyncStatus reads the chain; nothing here calls it.
    RPC_URL: `http://127.0.0.1:${await freePort()}`,
    LOG_LEVEL: 'warn',
  })
  const { child } = server
  stops.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await server.exited
  })
  const send = createJsonClient(`http://localhost:${port}/server`, { 'X-Parse-Application-Id': 'vitrine' })
  // Stop waiting as soon as it exits: its output says why.
  await waitFor(
    // Not answering yet is what the wait is for.
    async () => child.exitCode !== null || (await send('GET', '/health').catch(() => null))?.status === 200,
    60_000,
  ).catch((cause: unknown) => {
    throw new Error(`the backend was not ready within 60 s:\n${server.output()}`, { cause })
  })
  if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}:\n${server.output()}`)
  return send
}

type Nft = {
  address: string
  tokenId: string
  owner?: string
  attributes: { trait_type: string; value: string }[]
  listing: { price: string } | null
  topOffer: { price: string } | null
}
type Page = { results: Nft[]; cursor: string | null }
type Params = Record<string, unknown>

// Trait filters by how many tokens of a collection match (a tenth of the collection at 1%: ~1,000).
const traitFilters: [label: string, traits: Record<string, string[]>][] = [
  ['common (30%)', { Background: ['Blue'] }],
  ['rare (1%)', { Hat: ['Crown'] }],
  ['2 values of a type (3%)', { Eyes: ['Robot', 'Laser'] }],
  ['common + rare types (0.3%)', { Fur: ['Brown'], Hat: ['Crown'] }],
  ['2 rare types (0.01%)', { Background: ['Gold'], Hat: ['Crown'] }],
]
const sorts: TokenSort[] = ['tokenId', 'newest', 'price']
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T

/** A request shape: `pages` > 1 follows the cursor that many pages, then starts over. */
type Shape = { label: string; fn: string; params: () => Params; pages?: number }

const nftShapes: Shape[] = [
  { label: 'getNFTs owner, page 1', fn: 'getNFTs', params: () => ({ owner: ownerAddress(random(OWNERS)) }) },
  {
    label: 'getNFTs owner + collection',
    fn: 'getNFTs',
    params: () => ({ owner: ownerAddress(random(OWNERS)), collection: collectionAddress(random(COLLECTIONS)) }),
  },
  {
    label: 'getNFTs whale, pages 1-5',
    fn: 'getNFTs',
    params: () => ({ owner: ownerAddress(random(WHALES)) }),
    pages: 5,
  },
]
const collectionShape = (label: string, traits: Record<string, string[]>, pages = 1): Shape => ({
  label: `  ${label}`,
  fn: 'getCollectionNFTs',
  params: () => ({ address: collectionAddress(random(COLLECTIONS)), sort: pick(sorts), traits }),
  pages,
})
const collectionShapes: Shape[] = [
  ...traitFilters.map(([label, traits]) => collectionShape(label, traits)),
  collectionShape('common, pages 1-5', { Background: ['Blue'] }, 5),
]

function shapeTask(send: ReturnType<typeof createJsonClient>, shape: Shape) {
  const walks: { params: Params; cursor: string | null; page: number }[] = []
  return async (worker: number) => {
    let walk = walks[worker]
    if (!walk?.cursor || walk.page >= (shape.pages ?? 1)) {
      walk = { params: shape.params(), cursor: null, page: 0 }
      walks[worker] = walk
    }
    const response = await send('POST', `/functions/${shape.fn}`, { ...walk.params, cursor: walk.cursor ?? undefined })
    if (response.status !== 200) throw new Error(`${shape.fn}: ${JSON.stringify(response.body)}`)
    walk.cursor = (response.body.result as Page).cursor
    walk.page++
  }
}

/** Answers checked once before measuring: a fast wrong answer must not pass for a fast one. */
async function checkAnswers(send: ReturnType<typeof createJsonClient>) {
  const call = async (fn: string, params: Params) => {
    const response = await send('POST', `/functions/${fn}`, params)
    if (response.status !== 200) throw new Error(`${fn}: ${JSON.stringify(response.body)}`)
    return response.body.result as Page
  }
  const whale = await call('getNFTs', { owner: ownerAddress(1) })
  if (whale.results.length !== 20 || !whale.cursor || whale.results.some((nft) => nft.owner !== ownerAddress(1)))
    throw new Error(`getNFTs of a whale: ${JSON.stringify(whale).slice(0, 300)}`)
  // The fixture lists every tenth token, and each collection has a collection offer.
  const withOrders = (nft: Nft) =>
    (nft.listing !== null) === (BigInt(nft.tokenId) % 10n === 0n) && nft.topOffer !== null
  if (!whale.results.every(withOrders)) throw new Error(`getNFTs best orders: ${JSON.stringify(whale).slice(0, 300)}`)
  for (const [label, traits] of traitFilters) {
    const page = await call('getCollectionNFTs', { address: collectionAddress(1), traits })
    const matches = (nft: Nft) =>
      Object.entries(traits).every(([type, values]) =>
        nft.attributes.some((a) => a.trait_type === type && values.includes(a.value)),
      )
    if (page.results.length === 0 || !page.results.every(matches))
      throw new Error(`getCollectionNFTs ${label}: ${JSON.stringify(page).slice(0, 300)}`)
  }
}

/**
 * The statements whose plans are printed: the server's own query functions, on the recording pool.
 * A case's 10 samples are collections 1..10, owners 1..10 (whales) for a deep page, or random owners.
 */
function planCases(recorder: pg.Pool, pool: pg.Pool): PlanCase[] {
  const queries = createNftQueries(createReadRouting(recorder), CHAIN_ID)
  const pageThreeOf = async (owner: string) => {
    const { rows } = await pool.query<{ address: string; token_id: string }>(
      `SELECT address, token_id::text FROM nft.balances WHERE chain_id = $1 AND owner = $2
        ORDER BY address, token_id OFFSET 39 LIMIT 1`,
      [CHAIN_ID, owner],
    )
    return rows[0] ? [rows[0].address, rows[0].token_id] : null
  }
  return [
    ['getNFTs: an owner, page 1', () => queries.tokensOfOwner(ownerAddress(random(OWNERS)), null, null, 21)],
    [
      'getNFTs: a whale, page 3 (cursor)',
      async (sample) => queries.tokensOfOwner(ownerAddress(sample), null, await pageThreeOf(ownerAddress(sample)), 21),
    ],
    ...traitFilters.flatMap(([label, traits]) =>
      sorts.map(
        (sort): PlanCase => [
          `getCollectionNFTs: ${label}, ${sort}`,
          async (sample) => {
            const filter = Object.entries(traits) as TraitFilter
            const found = await queries.collectionTokens(collectionAddress(sample), sort, filter, null, 21)
            // As the API does: ERC-721 rows carry their owner; editions' owners are read after.
            await queries.ownersOf(
              found.slice(0, 20).filter((row) => row.standard === 'ERC1155'),
              100,
            )
          },
        ],
      ),
    ),
  ]
}

try {
  const database = await startEmbeddedPostgres({
    dataDir: join(tmp, 'pg'),
    port: await freePort(),
    password: 'bench',
    database: 'vitrine',
  })
  stops.push(() => database.stop())
  const pool = createPool(database.url, 4)
  stops.push(() => pool.end())
  await migrate(pool)

  console.log(`Loading ${COLLECTIONS} collections × ${TOKENS_PER_COLLECTION.toLocaleString('en')} tokens`)
  const began = performance.now()
  const loaded = await loadNftFixture(pool)
  console.log(
    `Loaded in ${((performance.now() - began) / 1000).toFixed(1)} s: ${Number(loaded?.tokens).toLocaleString('en')} tokens, ` +
      `${Number(loaded?.owners).toLocaleString('en')} owners, ${Number(loaded?.traits).toLocaleString('en')} token traits; ` +
      `database ${loaded?.size}`,
  )

  // Beside a case's own statement: the owners of a page's editions, and the trait counts that
  // choose which type of a filter the walk starts from (kept a while, so not read in every sample).
  const followUpOf = (sql: string) =>
    sql.includes('nft.trait_counts') ? 'trait counts' : sql.includes('AS k(address, token_id)') ? 'owners' : null
  await explainPlans(pool, { samples: COLLECTIONS, followUpOf }, (recorder) => planCases(recorder, pool))

  const send = await startServer(database.url)
  await checkAnswers(send)
  const groups: [string, Shape[]][] = [
    ['getNFTs (mix of the 3 below)', nftShapes],
    ['getCollectionNFTs + traits (mix)', collectionShapes],
  ]
  for (const [, shapes] of groups) for (const shape of shapes) await measureLoad(shapeTask(send, shape), 16, 1000)

  console.log(`\nAt concurrency 16, ${seconds} s per mix and ${seconds / 2} s per shape (target: p99 ≤ 30 ms):`)
  for (const [label, shapes] of groups) {
    const tasks = shapes.map((shape) => shapeTask(send, shape))
    console.log(formatLoad(label, await measureLoad((worker) => pick(tasks)(worker), 16, seconds * 1000)))
    for (const shape of shapes) {
      console.log(formatLoad(shape.label, await measureLoad(shapeTask(send, shape), 16, (seconds * 1000) / 2)))
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
  rmSync(tmp, { recursive: true, force: true })
}
