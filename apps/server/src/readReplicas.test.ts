/**
 * DATABASE_READ_URLS on a real streaming replica of the test stack's database (a base backup
 * made here): public reads go to the replica; an order just posted — through this backend, or
 * through another one on the same database — is in the next answers even while the replica replays
 * nothing; a replica left behind is skipped and serves again once it caught up; a replica that
 * dies costs no read.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort, waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { clientAddress, send } from '../test/budgetClient.ts'
import { createListingMaker, type PostedListing } from '../test/listingMaker.ts'
import { type ServerProcess, spawnServer } from '../test/spawnServer.ts'

/** Longer than a live change takes to come: what an answer shows before it is the fence's doing, not the bound's. */
const MAX_LAG_MS = 3_000

let replicaDir = ''
let replica: EmbeddedPostgresHandle
let replicaAdmin: pg.Pool
let server: ServerProcess
let base = ''
let other: ServerProcess
let otherBase = ''

/** The test's own connections to the replica, told apart from the backend's by their name. */
const ADMIN = 'replica-test-admin'
const adminPool = () => {
  const pool = new pg.Pool({ connectionString: replica.url, max: 2, application_name: ADMIN })
  // The replica is stopped under it in a test: its idle connections end then.
  pool.on('error', () => {})
  return pool
}

/** The replica, made on first start by a base backup of the stack's database; the same folder after. */
const startReplica = (port: number) =>
  startEmbeddedPostgres({
    dataDir: replicaDir,
    port,
    password: 'test',
    database: 'vitrine',
    replicaOf: inject('stack').databaseUrl,
  })

beforeAll(async () => {
  const { databaseUrl, rpcUrl, masterKey, deployment } = inject('stack')
  replicaDir = await mkdtemp(join(tmpdir(), 'vitrine-server-replica-'))
  replica = await startReplica(await freePort())
  replicaAdmin = adminPool()
  const backend = async (env: Record<string, string>) => {
    const port = await freePort()
    const started = spawnServer({
      DATABASE_URL: databaseUrl,
      RPC_URL: rpcUrl,
      MASTER_KEY: masterKey,
      PORT: String(port),
      // One worker: the order a client posted is read back by the process that stored it.
      SERVER_WORKERS: '1',
      TRUST_PROXY: 'loopback',
      SEAPORT_ADDRESS: deployment.seaport,
      CONDUIT_KEY: deployment.conduitKey,
      CONDUIT_ADDRESS: deployment.conduit,
      WETH_ADDRESS: deployment.weth,
      FILES_DIR: `${inject('stack').filesDir}-replicas`,
      ...env,
    })
    await waitFor(() => started.output().includes('"ready"') || started.child.exitCode !== null, 90_000)
    if (started.child.exitCode !== null) throw new Error(`the backend exited:\n${started.output()}`)
    return { process: started, base: `http://localhost:${port}/server` }
  }
  // This backend reads on the replica; another (as on another box) writes to the same primary.
  const [routed, plain] = await Promise.all([
    backend({ DATABASE_READ_URLS: replica.url, READ_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS) }),
    backend({}),
  ])
  server = routed.process
  base = routed.base
  other = plain.process
  otherBase = plain.base
  await waitFor(() => servingLines() === 1, 10_000)
}, 120_000)

afterAll(async () => {
  for (const running of [server, other]) if (running && running.child.exitCode === null) running.child.kill('SIGTERM')
  await Promise.all([server?.exited, other?.exited])
  await replicaAdmin?.end()
  await replica?.stop()
  if (replicaDir) await rm(replicaDir, { recursive: true, force: true })
})

const servingLines = () => server.output().split('replica serving reads').length - 1
const skippedLines = () => server.output().split('replica skipped').length - 1

const from = clientAddress()
const post = async (at: string, listing: PostedListing) => {
  const answer = await send(at, 'POST', '/functions/postOrder', {
    from,
    body: { parameters: listing.parameters, signature: listing.signature },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}
/** The maker's active listings as this backend answers them: their hashes. */
const listingsOf = async (maker: string) => {
  const answer = await send(base, 'POST', '/functions/getOrders', { from, body: { side: 'listing', maker } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body.result as { results: { orderHash: string }[] }).results.map((order) => order.orderHash)
}
const onReplica = async (hash: string) =>
  (await replicaAdmin.query('SELECT 1 FROM market.orders WHERE order_hash = $1', [hash])).rowCount === 1

test('the order book is read on the replica; an order posted here or elsewhere is in the next answers while the replica replays nothing', {
  timeout: 60_000,
}, async () => {
  const maker = await createListingMaker()
  const first = await maker.listing()
  await post(base, first)
  await waitFor(() => onReplica(first.hash), 5_000)
  await waitFor(() => servingLines() > skippedLines(), 5_000)
  // Reads run on the replica: the backend's connections there read the order book (while other
  // tests write, a read may go to the primary until the replica has their changes: read again).
  await waitFor(async () => {
    expect(await listingsOf(maker.address)).toEqual([first.hash])
    const { rows } = await replicaAdmin.query<{ query: string }>(
      "SELECT query FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name <> $1",
      [ADMIN],
    )
    return rows.some((row) => row.query.includes('market.orders'))
  }, 10_000)

  await replicaAdmin.query('SELECT pg_wal_replay_pause()')
  try {
    // Posted through another backend: in an answer here once its live change came.
    const second = await maker.listing()
    await post(otherBase, second)
    const started = Date.now()
    await waitFor(async () => (await listingsOf(maker.address)).includes(second.hash), 1_500)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(await onReplica(second.hash)).toBe(false)
    // Posted here: stored on the primary, in the very next answer.
    const third = await maker.listing()
    await post(base, third)
    expect(await listingsOf(maker.address)).toContain(third.hash)
    expect(await onReplica(third.hash)).toBe(false)
    // Replay paused while the primary moved on: the replica is skipped past the bound.
    await waitFor(() => skippedLines() === servingLines(), MAX_LAG_MS + 5_000)
    expect(server.output()).toContain(`behind the primary by more than ${MAX_LAG_MS} ms`)
  } finally {
    await replicaAdmin.query('SELECT pg_wal_replay_resume()')
  }
  await waitFor(() => servingLines() > skippedLines(), 5_000)
  expect(await onReplica(first.hash)).toBe(true)
  expect((await listingsOf(maker.address)).length).toBe(3)
})

test('a replica that dies costs no read: they go to the primary, and to the replica again once it is back', {
  timeout: 60_000,
}, async () => {
  const maker = await createListingMaker()
  const listing = await maker.listing()
  await post(base, listing)
  let reading = true
  const failures: unknown[] = []
  let reads = 0
  const readers = Array.from({ length: 4 }, async () => {
    while (reading) {
      try {
        expect(await listingsOf(maker.address)).toEqual([listing.hash])
        reads += 1
      } catch (error) {
        failures.push(error)
      }
      await sleep(10)
    }
  })
  await sleep(300)
  const port = Number(new URL(replica.url).port)
  await replica.stop()
  await waitFor(() => skippedLines() === servingLines(), 5_000)
  const readsBefore = reads
  await sleep(500)
  reading = false
  await Promise.all(readers)
  expect(failures).toEqual([])
  expect(reads - readsBefore).toBeGreaterThan(5)

  replica = await startReplica(port)
  await waitFor(() => servingLines() > skippedLines(), 10_000)
  expect(await listingsOf(maker.address)).toEqual([listing.hash])
})
