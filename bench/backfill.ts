/**
 * Historical indexing against the node's own pace: ≥ 100,000 NFT transfers minted on a fresh
 * anvil, then the real backfill into a fresh database, BENCH_RUNS times (default 5), each beside the
 * same eth_getLogs ranges fetched bare just before and after it (the raw rate): the median run's
 * share of the raw rate is the figure, with where its time goes. Run: npm run bench:backfill
 *
 * anvil recomputes its state root from scratch on every block, so a block costs time in
 * proportion to the tokens already minted: the chain is a few hundred dense blocks (~300
 * transfers each) rather than tens of thousands of sparse ones, and BACKFILL_RANGE starts at
 * 2 blocks (not 2,000) so that the backfill's range grows to its ~10,000-log target as it would
 * on a real chain. BENCH_TRANSFERS (default 100,000) and BACKFILL_RANGE may be set;
 * BENCH_BULK=0 backfills without the bulk load (indexes kept, counts per batch, synchronous
 * commits), to measure what it gains.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPool, migrate } from '@vitrine/db'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '@vitrine/db/embedded'
import { type AnvilHandle, prepareChain, startAnvil } from '@vitrine/devchain'
import { createLogger } from '@vitrine/runtime/logger'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, http, type PublicClient } from 'viem'
import { parseIndexerConfig } from '../apps/indexer/src/config.ts'
import { INDEXED_TOPICS } from '../apps/indexer/src/decode/indexedTopics.ts'
import { createRpcClient } from '../apps/indexer/src/rpc/createRpcClient.ts'
import { getLogsAdaptive } from '../apps/indexer/src/rpc/getLogsAdaptive.ts'
import { backfill } from '../apps/indexer/src/sync/backfill.ts'
import { mintTransfers } from './lib/mintTransfers.ts'
import { parentPid, processTreeCpuSeconds } from './lib/processCpu.ts'
import { timeRpcAndDatabase } from './lib/timeRpcAndDatabase.ts'

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const chainId = 31337
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const rate = (count: number, ms: number) => `${Math.round(count / (ms / 1000)).toLocaleString('en')}/s`
const n = (value: number | bigint) => value.toLocaleString('en')

/** The backfill's own range rule (backfill.ts), replayed with nothing but the fetching. */
async function fetchOnly(client: PublicClient, head: bigint, initialRange: bigint) {
  const began = performance.now()
  const calls: bigint[] = []
  let logs = 0
  let range = initialRange
  for (let from = 0n; from <= head; ) {
    const wanted = from + range - 1n < head ? from + range - 1n : head
    const found = await getLogsAdaptive(client, from, wanted, INDEXED_TOPICS)
    logs += found.logs.length
    calls.push(found.toBlock)
    const span = found.toBlock - from + 1n
    range = found.logs.length < 5_000 && span === range ? (range * 2n > 100_000n ? 100_000n : range * 2n) : span
    from = found.toBlock + 1n
  }
  return { logs, calls, ms: performance.now() - began }
}

type Expected = { activity: number; tokens: number; amount: string }

type BackfillRun = Awaited<ReturnType<typeof backfillOnce>>

/**
 * One backfill of the chain into the fresh database at `url`, with the raw pace fetched just
 * before and just after it (the faster of the two), where its time went, and its rows checked.
 */
async function backfillOnce(run: {
  url: string
  config: ReturnType<typeof parseIndexerConfig>
  head: bigint
  plain: PublicClient
  anvilPid: number
  expected: Expected
}) {
  const { config, head, plain } = run
  const before = await fetchOnly(plain, head, config.BACKFILL_RANGE)
  const pool = createPool(run.url, 4)
  try {
    await migrate(pool)
    const measured = timeRpcAndDatabase(createRpcClient(config.RPC_URL, { timeoutMs: config.RPC_TIMEOUT_MS }), pool)
    const calls: bigint[] = []
    // Who uses the machine's cores during the backfill: this run's node, its database server (a
    // backend's parent) with its processes, and this process; not other work on the machine.
    const { rows: backend } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const postgresPid = parentPid(backend[0]?.pid ?? 0)
    const cpuBefore = { anvil: processTreeCpuSeconds(run.anvilPid), postgres: processTreeCpuSeconds(postgresPid) }
    const ownBefore = process.cpuUsage()
    const began = performance.now()
    let lastBatchAt = began
    const common = {
      config: { ...config, CHAIN_ID: chainId },
      logger: createLogger({ component: 'indexer', level: 'silent' }),
      pool: measured.pool,
      client: measured.client,
    }
    const { events } = await backfill(common, {
      startBlock: config.START_BLOCK,
      toBlock: head,
      initialRange: config.BACKFILL_RANGE,
      onProgress: ({ block }) => {
        calls.push(block)
        lastBatchAt = performance.now()
      },
      bulkLoadAbove: process.env.BENCH_BULK === '0' ? Number.POSITIVE_INFINITY : undefined,
    })
    const ms = performance.now() - began
    const own = process.cpuUsage(ownBefore)
    const cpu = {
      anvil: processTreeCpuSeconds(run.anvilPid) - cpuBefore.anvil,
      postgres: processTreeCpuSeconds(postgresPid) - cpuBefore.postgres,
      indexer: (own.user + own.system) / 1e6,
    }
    const after = await fetchOnly(plain, head, config.BACKFILL_RANGE)
    const raw = after.ms < before.ms ? after : before
    const { rows } = await pool.query<Expected>(
      `SELECT (SELECT count(*) FROM nft.activity)::int AS activity, (SELECT count(*) FROM nft.tokens)::int AS tokens,
              (SELECT sum(amount) FROM nft.balances)::text AS amount`,
    )
    const found = rows[0] as Expected
    const ok =
      events === run.expected.activity &&
      found.activity === run.expected.activity &&
      found.tokens === run.expected.tokens &&
      found.amount === run.expected.amount
    return {
      events,
      calls,
      ms,
      raw,
      percent: (raw.ms / ms) * 100,
      afterLastBatch: began + ms - lastBatchAt,
      spent: measured.spent,
      cpu,
      found,
      ok,
    }
  } finally {
    await pool.end()
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'vitrine-bench-backfill-'))
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
  const history = await mintTransfers(anvil.rpcUrl, deployment, TRANSFERS)
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
  const expected = { activity: history.events, tokens: history.tokens, amount: String(history.amount) }
  // Once before the runs: the node's first answers over a fresh chain are slower than its pace.
  const warm = await fetchOnly(plain, head, config.BACKFILL_RANGE)
  // The chain's set-up (deployments, the factory's CollectionCreated) adds a few logs of its own.
  if (warm.logs < history.logs) throw new Error(`eth_getLogs found ${warm.logs} logs, ${history.logs} were minted`)

  // Each run backfills the same chain into a database of its own, its raw pace fetched just
  // before and just after it: this machine's speed drifts by a quarter within minutes, so one run
  // is a sample, not a figure. The median run is the figure, its breakdown printed.
  const admin = createPool(database.url, 1)
  const results: BackfillRun[] = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      await admin.query(`CREATE DATABASE run_${run}`)
      const url = new URL(database.url)
      url.pathname = `/run_${run}`
      const result = await backfillOnce({ url: url.toString(), config, head, plain, anvilPid: anvil.pid, expected })
      results.push(result)
      await admin.query(`DROP DATABASE run_${run}`)
      console.log(
        `run ${run}                    ${n(result.events)} events in ${result.calls.length} batches: ${seconds(result.ms)}, ` +
          `raw ${seconds(result.raw.ms)}: ${result.percent.toFixed(0)}% of raw, check ${result.ok ? 'ok' : 'MISMATCH'}`,
      )
    }
  } finally {
    await admin.end()
  }
  const median = [...results].sort((a, b) => a.percent - b.percent)[Math.floor(results.length / 2)] as BackfillRun
  const { raw, ms } = median
  console.log(
    `raw eth_getLogs          ${n(raw.logs)} logs in ${raw.calls.length} calls: ${seconds(raw.ms)}, ` +
      `${rate(raw.logs, raw.ms)} logs (the median run's, fastest of the fetches around it)`,
  )
  console.log(
    `backfill                 ${n(median.events)} events in ${median.calls.length} batches: ${seconds(ms)}, ` +
      `${rate(median.events, ms)} events, ${rate(raw.logs, ms)} logs`,
  )
  console.log(
    `indexing / raw           ${median.percent.toFixed(0)}% (target ≥ 30%), the median of ${RUNS} runs ` +
      `(${results.map((result) => `${result.percent.toFixed(0)}%`).join(', ')})`,
  )
  const { rpc, db, statements } = median.spent
  const share = (part: number) => `${seconds(part).padStart(8)} ${((part / ms) * 100).toFixed(0).padStart(3)}%`
  // The next range is fetched while a batch is written: busy times of the wall time, which may
  // add up to more than 100%.
  console.log('  busy, of the wall time (overlapping):')
  console.log(`  RPC (getLogs, blocks)  ${share(rpc)}`)
  console.log(`  database               ${share(db)}`)
  for (const [label, spent] of [...statements].sort((a, b) => b[1] - a[1]))
    console.log(`    ${label.padEnd(20)} ${share(spent)}`)
  // What the bulk load's end takes (holdings, counts, indexes), after the last batch's commit.
  console.log(`  after the last batch   ${share(median.afterLastBatch)}`)
  const { cpu } = median
  console.log(
    `  CPU used                anvil ${cpu.anvil.toFixed(2)} s, PostgreSQL ${cpu.postgres.toFixed(2)} s, ` +
      `indexer ${cpu.indexer.toFixed(2)} s: ${(cpu.anvil + cpu.postgres + cpu.indexer).toFixed(2)} s ` +
      `of ${(availableParallelism() * (ms / 1000)).toFixed(2)} s (${availableParallelism()} cores × wall time)`,
  )
  // What the target leaves: at 30% of the raw rate the backfill may take raw time / 0.3, and the
  // cores give that much CPU each, to the node, the database and the indexer together.
  const budget = availableParallelism() * (raw.ms / 0.3 / 1000)
  console.log(
    `  CPU the target allows    ${budget.toFixed(2)} s (${availableParallelism()} cores × raw time / 0.3), ` +
      `for all three together`,
  )
  if (median.calls.join() !== raw.calls.join())
    console.log('  (note: the backfill split the range differently from the raw replay)')
  const wrong = results.find((result) => !result.ok)
  console.log(
    `check                    ${wrong ? 'MISMATCH' : 'ok'}: every run wrote ${n(median.found.activity)} activity rows, ` +
      `${n(median.found.tokens)} tokens, balances sum ${median.found.amount}` +
      (wrong ? ` (expected ${JSON.stringify(expected)}, found ${JSON.stringify(wrong.found)})` : ''),
  )
  if (wrong) process.exitCode = 1
} finally {
  await anvil?.stop()
  await database?.stop()
  rmSync(tmp, { recursive: true, force: true })
}
