/**
 * The NFT read API at scale: 1,000,000 tokens in 10 collections held by 100,000 owners, loaded
 * into the indexer's tables; then getNFTs and getCollectionNFTs (trait filters) at concurrency 16,
 * and the plans of the SQL behind them. Run: npm run bench:api
 *
 * The stack is embedded PostgreSQL plus the backend process (`apps/server/src/main.ts`); no chain
 * and no site, which these reads do not touch and which would take CPU from a 2-core machine.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createPool, migrate } from '@vitrine/db'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort } from '@vitrine/testkit'
import type { TokenSort, TraitFilter } from '../apps/server/src/nft/collectionTokensSql.ts'
import { createNftQueries } from '../apps/server/src/nft/nftQueries.ts'
import { createJsonClient } from './lib/jsonClient.ts'
import { formatLoad, measureLoad } from './lib/measureLoad.ts'

const root = resolve(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const CHAIN_ID = 31337
const COLLECTIONS = 10
const TOKENS_PER_COLLECTION = 100_000
const OWNERS = 100_000
/** Owners 1..WHALES get ~5% of all tokens between them (~500 each): deep pages of getNFTs. */
const WHALES = 100

/** Per trait type, its values and how many tokens in 1,000 have each: one common, some at 1%. */
const TRAITS: Record<string, Record<string, number>> = {
  Background: { Blue: 300, Red: 200, Green: 150, Purple: 120, Orange: 100, Yellow: 80, Pink: 40, Gold: 10 },
  Eyes: { Normal: 300, Sleepy: 200, Angry: 150, Wide: 120, Wink: 100, Closed: 60, Hearts: 40, Robot: 20, Laser: 10 },
  Fur: { Brown: 300, Black: 250, White: 200, Grey: 150, Cream: 60, Zebra: 30, Golden: 10 },
  Hat: { None: 300, Cap: 200, Beanie: 150, Fedora: 120, Bandana: 100, Cowboy: 60, Party: 40, Pirate: 20, Crown: 10 },
}

// Digits only: no letter to checksum, so getAddress (which the API applies to its input) keeps them.
const collectionAddress = (n: number) => `0x9${String(n).padStart(39, '0')}`
const ownerAddress = (n: number) => `0x${String(n).padStart(40, '0')}`
const sqlCollectionAddress = (n: string) => `'0x9' || lpad(${n}::text, 39, '0')`
const random = (n: number) => 1 + Math.floor(Math.random() * n)

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-nft-'))
// As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
chmodSync(tmp, 0o755)
const stops: (() => Promise<unknown>)[] = []

/** Every table the two calls read, filled with set operations; the counters as the indexer keeps them. */
async function load(pool: ReturnType<typeof createPool>) {
  const client = await pool.connect()
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const began = performance.now()
    const { rowCount } = await client.query(sql, values)
    const rows = rowCount ? `${rowCount.toLocaleString('en')} rows` : ''
    console.log(`  ${label.padEnd(30)} ${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s  ${rows}`)
  }
  const slots = Object.entries(TRAITS).flatMap(([type, values], seed) => {
    let from = 0
    return Object.entries(values).map(([value, perMille]) => {
      from += perMille
      return { type, seed, value, from: from - perMille, to: from }
    })
  })
  try {
    // Bulk-load settings for this session only; the foreign key holds by construction.
    await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '1GB';
      SET session_replication_role = replica`)
    await client.query(`CREATE TEMP TABLE bench_slot (trait_type text, seed int, slot int, value text);
      CREATE TEMP TABLE bench_token (c int, i int, k bigint)`)
    await step(
      'trait value slots',
      `INSERT INTO bench_slot SELECT t, s, generate_series(f, e - 1), v
         FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[]) AS u(t, s, f, e, v)`,
      ['type', 'seed', 'from', 'to', 'value'].map((key) => slots.map((slot) => slot[key as keyof typeof slot])),
    )
    await step(
      'token numbers',
      `INSERT INTO bench_token SELECT c, i, (c - 1)::bigint * $2 + i - 1
         FROM generate_series(1, $1) c CROSS JOIN generate_series(1, $2) i`,
      [COLLECTIONS, TOKENS_PER_COLLECTION],
    )
    // Each token draws a value per trait type from a hash of (token, type): skewed as TRAITS says.
    await step(
      'traits drawn',
      `CREATE TEMP TABLE bench_trait AS
         SELECT t.c, t.i, s.trait_type, s.value FROM bench_token t
           CROSS JOIN (SELECT DISTINCT trait_type, seed FROM bench_slot) AS ty
           JOIN bench_slot s ON s.trait_type = ty.trait_type
            AND s.slot = ((hashint8extended(t.k, ty.seed) % 1000) + 1000) % 1000`,
    )
    await step(
      'nft.collections',
      `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status)
         SELECT $1, ${sqlCollectionAddress('c')}, 'ERC721', c * 10, 'Bench ' || c, 'B' || c, 'ok'
           FROM generate_series(1, $2) c`,
      [CHAIN_ID, COLLECTIONS],
    )
    await step(
      'nft.tokens',
      `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status,
                               metadata_attempts, name, description, image, attributes)
         SELECT $1, ${sqlCollectionAddress('c')}, i, 1000 + i / 20, 'ipfs://bench/' || c || '/' || i, 'ok', 1,
                'Bench ' || c || ' #' || i, 'Token ' || i || ' of bench collection ' || c || '.',
                'ipfs://bench-images/' || c || '/' || i || '.png',
                jsonb_agg(jsonb_build_object('trait_type', trait_type, 'value', value) ORDER BY trait_type)
           FROM bench_trait GROUP BY c, i ORDER BY c, i`,
      [CHAIN_ID],
    )
    await step(
      'nft.token_traits',
      `INSERT INTO nft.token_traits (chain_id, address, trait_type, value, token_id, first_block)
         SELECT $1, ${sqlCollectionAddress('c')}, trait_type, value, i, 1000 + i / 20
           FROM bench_trait ORDER BY c, i, trait_type`,
      [CHAIN_ID],
    )
    await step(
      'nft.trait_counts',
      `INSERT INTO nft.trait_counts SELECT chain_id, address, trait_type, value, count(*)
         FROM nft.token_traits GROUP BY 1, 2, 3, 4`,
    )
    // Collection 1 goes to every owner once; the rest ~5% to the whales, the others at random.
    await step(
      'nft.balances',
      `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount)
         SELECT $1, ${sqlCollectionAddress('c')}, i, '0x' || lpad((CASE
                  WHEN k < $2 THEN 1 + (k * 7919) % $2
                  WHEN hashint8extended(k, 7) % 20 = 0 THEN 1 + abs(hashint8extended(k, 8) % $3)
                  ELSE 1 + abs(hashint8extended(k, 9) % $2) END)::text, 40, '0'), 1
           FROM bench_token ORDER BY c, i`,
      [CHAIN_ID, OWNERS, WHALES],
    )
    await step(
      'nft.collection_owners',
      `INSERT INTO nft.collection_owners (chain_id, address, owner, tokens)
         SELECT chain_id, address, owner, count(*) FROM nft.balances WHERE amount > 0 GROUP BY 1, 2, 3`,
    )
    await step(
      'collection counters',
      `UPDATE nft.collections c SET
         item_count = (SELECT count(*) FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address),
         owner_count = (SELECT count(*) FROM nft.collection_owners o WHERE o.chain_id = c.chain_id AND o.address = c.address)`,
    )
    await client.query('DROP TABLE bench_slot, bench_token, bench_trait; RESET ALL')
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE')
  } finally {
    client.release()
  }
  const { rows } = await pool.query<{ tokens: string; owners: string; traits: string; size: string }>(
    `SELECT (SELECT count(*) FROM nft.tokens) AS tokens, (SELECT count(DISTINCT owner) FROM nft.balances) AS owners,
            (SELECT count(*) FROM nft.token_traits) AS traits, pg_size_pretty(pg_database_size(current_database())) AS size`,
  )
  return rows[0]
}

/** The backend as `npm start` runs it, on its own port, against the loaded database. */
async function startServer(databaseUrl: string) {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MASTER_KEY: 'bench-master-key-0123456789',
      CHAIN_ID: String(CHAIN_ID),
      // Only getSyncStatus reads the chain; nothing here calls it.
      RPC_URL: `http://127.0.0.1:${await freePort()}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise((done) => child.once('exit', done))
  stops.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  })
  const send = createJsonClient(`http://localhost:${port}/server`, { 'X-Parse-Application-Id': 'vitrine' })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`the backend was not ready within 60 s:\n${output}`)
    const health = await send('GET', '/health').catch(() => null)
    if (health?.status === 200) return send
    await new Promise((done) => setTimeout(done, 200))
  }
}

type Nft = { address: string; tokenId: string; owner?: string; attributes: { trait_type: string; value: string }[] }
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
const sorts: TokenSort[] = ['tokenId', 'newest']
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

const planLines = async (pool: ReturnType<typeof createPool>, sql: string, values: unknown[]) =>
  (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values)).rows.map(
    (row) => row['QUERY PLAN'],
  )

/** Index names a plan uses, tables it reads whole, and its execution time. */
function planSummary(lines: string[]) {
  const text = lines.join('\n')
  const names = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((match) => match[1]))]
  return {
    indexes: names(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g),
    seqScans: names(/Seq Scan on (\S+)/g),
    ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]),
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very SQL the API runs: the server's own query functions are
 * called on a pool that records each statement, which is then explained with the same values.
 * Each case runs for 10 samples (every collection, or 10 owners), since a plan can differ between
 * them; the slowest sample's plan is printed whole.
 */
async function explainQueries(pool: ReturnType<typeof createPool>) {
  const recorded: { sql: string; values: unknown[] }[] = []
  const recorder = {
    query: (sql: string, values: unknown[]) => {
      recorded.push({ sql, values })
      return pool.query(sql, values)
    },
  }
  const queries = createNftQueries(recorder as unknown as Parameters<typeof createNftQueries>[0], CHAIN_ID)
  const pageThreeOf = async (owner: string) => {
    const { rows } = await pool.query<{ address: string; token_id: string }>(
      `SELECT address, token_id::text FROM nft.balances WHERE chain_id = $1 AND owner = $2
        ORDER BY address, token_id OFFSET 39 LIMIT 1`,
      [CHAIN_ID, owner],
    )
    return rows[0] ? [rows[0].address, rows[0].token_id] : null
  }
  type Case = [label: string, run: (sample: number) => Promise<unknown>]
  const cases: Case[] = [
    ['getNFTs: an owner, page 1', () => queries.tokensOfOwner(ownerAddress(random(OWNERS)), null, null, 21)],
    [
      'getNFTs: a whale, page 3 (cursor)',
      async (sample) => queries.tokensOfOwner(ownerAddress(sample), null, await pageThreeOf(ownerAddress(sample)), 21),
    ],
    ...traitFilters.flatMap(([label, traits]) =>
      sorts.map(
        (sort): Case => [
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
  const summaries: string[] = []
  let ownersPrinted = false
  for (const [label, run] of cases) {
    // Per statement the case runs (the page, then any editions' owners): every sample's plan.
    const plans: { sample: number; lines: string[] }[][] = []
    for (let sample = 1; sample <= COLLECTIONS; sample++) {
      recorded.length = 0
      await run(sample)
      for (const [index, { sql, values }] of [...recorded].entries()) {
        plans[index] = [...(plans[index] ?? []), { sample, lines: await planLines(pool, sql, values) }]
      }
    }
    for (const [index, samples] of plans.entries()) {
      const name = index === 0 ? label : `${label} → owners of the page`
      const measured = samples.map((plan) => ({ ...plan, ...planSummary(plan.lines) })).sort((a, b) => a.ms - b.ms)
      const slowest = measured[measured.length - 1]
      const median = measured[Math.floor(measured.length / 2)]
      if (!slowest || !median) continue
      // The owners' lookup is the same statement for every case: its plan is printed once.
      if (index === 0 || !ownersPrinted) {
        ownersPrinted ||= index > 0
        console.log(
          `\n── ${name} (slowest of ${samples.length}: sample ${slowest.sample})\n   ${slowest.lines.join('\n   ')}`,
        )
      }
      const indexes = [...new Set(measured.flatMap((plan) => plan.indexes))].join(', ')
      const seqScans = [...new Set(measured.flatMap((plan) => plan.seqScans))]
      summaries.push(
        `${name.padEnd(62)} ${measured[0]?.ms.toFixed(2).padStart(7)} ${median.ms.toFixed(2).padStart(7)} ` +
          `${slowest.ms.toFixed(2).padStart(8)}  ${indexes}${seqScans.length ? `; seq scan: ${seqScans.join(', ')}` : ''}`,
      )
    }
  }
  console.log(
    `\nPlans in short, 10 samples each: execution ms (min, median, max) and the indexes used:\n` +
      summaries.map((line) => `  ${line}`).join('\n'),
  )
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
  const loaded = await load(pool)
  console.log(
    `Loaded in ${((performance.now() - began) / 1000).toFixed(1)} s: ${Number(loaded?.tokens).toLocaleString('en')} tokens, ` +
      `${Number(loaded?.owners).toLocaleString('en')} owners, ${Number(loaded?.traits).toLocaleString('en')} token traits; ` +
      `database ${loaded?.size}`,
  )

  await explainQueries(pool)

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
