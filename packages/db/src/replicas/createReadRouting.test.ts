import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort, waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { embeddedDatabaseForFile } from '../../test/embeddedDatabase.ts'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../startEmbeddedPostgres.ts'
import { createReadRouting } from './createReadRouting.ts'

// A real primary and a real streaming replica of it (a base backup made by startEmbeddedPostgres).
const primary = embeddedDatabaseForFile('replica-primary', { replication: true })
let replicaDir = ''
let replicaPort = 0
let replica: EmbeddedPostgresHandle
let pool: pg.Pool
let replicaAdmin: pg.Pool

const startReplica = async () => {
  replica = await startEmbeddedPostgres({
    dataDir: join(replicaDir, 'pg'),
    port: replicaPort,
    password: 'pw',
    database: 'vitrine',
    replicaOf: primary.url,
  })
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: primary.url })
  await pool.query('CREATE TABLE notes (id serial PRIMARY KEY, text text NOT NULL)')
  replicaDir = await mkdtemp(join(tmpdir(), 'vitrine-db-replica-'))
  replicaPort = await freePort()
  await startReplica()
  replicaAdmin = new pg.Pool({ connectionString: replica.url, max: 2 })
})

afterAll(async () => {
  await replicaAdmin?.end()
  await pool?.end()
  await replica?.stop()
  if (replicaDir) await rm(replicaDir, { recursive: true, force: true })
})

const MAX_LAG_MS = 400

const routed = (events: { serving: boolean; cause?: unknown }[] = []) =>
  createReadRouting(pool, [replica.url], {
    maxLagMs: MAX_LAG_MS,
    onReplicaChange: (_, serving, cause) => events.push({ serving, cause }),
  })

/** Where a read ran: true on the replica. */
const onReplica = async (reads: Pick<pg.Pool, 'query'>) =>
  (await reads.query<{ replica: boolean }>('SELECT pg_is_in_recovery() AS replica')).rows[0]?.replica

const count = async (reads: Pick<pg.Pool, 'query'>) =>
  Number((await reads.query<{ n: string }>('SELECT count(*) AS n FROM notes')).rows[0]?.n)

test('the replica is a real streaming replica: it replays what the primary commits and refuses writes', async () => {
  await pool.query("INSERT INTO notes (text) VALUES ('streamed')")
  await waitFor(async () => (await count(replicaAdmin)) === (await count(pool)), 10_000)
  expect(await onReplica(replicaAdmin)).toBe(true)
  await expect(replicaAdmin.query("INSERT INTO notes (text) VALUES ('no')")).rejects.toThrow(/read-only/)
})

test('reads go to a replica within the lag; after a write it was told of, a read sees that write, even with replay paused', async () => {
  const routing = routed()
  try {
    await waitFor(() => routing.status().replicas[0]?.serving === true, 10_000)
    expect(await onReplica(routing.reads)).toBe(true)

    await replicaAdmin.query('SELECT pg_wal_replay_pause()')
    try {
      // Readers and writers racing: every read begun after a write was noted counts that write.
      let written = await count(pool)
      const failures: string[] = []
      await Promise.all(
        Array.from({ length: 6 }, async (_, writer) => {
          for (let round = 0; round < 5; round++) {
            await pool.query('INSERT INTO notes (text) VALUES ($1)', [`w${writer}-${round}`])
            written += 1
            const known = written
            routing.wrote()
            const [seen, another] = await Promise.all([count(routing.reads), count(routing.reads)])
            if (seen < known || another < known) failures.push(`${seen}/${another} < ${known}`)
          }
        }),
      )
      expect(failures).toEqual([])
      // Replay paused: the replica has none of them, so none of those reads ran there.
      expect(await count(replicaAdmin)).toBeLessThan(written)
    } finally {
      await replicaAdmin.query('SELECT pg_wal_replay_resume()')
    }
    // Replayed past the last write: reads are the replica's again, and see everything.
    await waitFor(async () => (await onReplica(routing.reads)) === true, 5_000)
    expect(await count(routing.reads)).toBe(await count(pool))
    expect(routing.status().readsOnReplicas).toBeGreaterThan(0)
  } finally {
    await routing.close()
  }
})

test('a replica behind the primary by more than the bound is skipped, and serves again once it caught up', async () => {
  const events: { serving: boolean; cause?: unknown }[] = []
  const routing = routed(events)
  try {
    await waitFor(() => routing.status().replicas[0]?.serving === true, 10_000)
    await replicaAdmin.query('SELECT pg_wal_replay_pause()')
    const pausedAt = Date.now()
    // A write from elsewhere that this process was never told of.
    await pool.query("INSERT INTO notes (text) VALUES ('unheard')")
    await waitFor(() => routing.status().replicas[0]?.serving === false, 5_000)
    const skippedAfter = Date.now() - pausedAt
    // Not before the bound (the write is younger than it), not long after it.
    expect(skippedAfter).toBeGreaterThanOrEqual(MAX_LAG_MS - 50)
    expect(skippedAfter).toBeLessThan(MAX_LAG_MS + 1_000)
    expect(await onReplica(routing.reads)).toBe(false)
    expect(await count(routing.reads)).toBe(await count(pool))
    expect(String(events.at(-1)?.cause)).toMatch(/behind the primary by more than 400 ms/)

    await replicaAdmin.query('SELECT pg_wal_replay_resume()')
    await waitFor(() => routing.status().replicas[0]?.serving === true, 5_000)
    expect(await onReplica(routing.reads)).toBe(true)
  } finally {
    await replicaAdmin.query('SELECT pg_wal_replay_resume()')
    await routing.close()
  }
})

test('a replica that dies is skipped without a failed read, and serves again once it is back', async () => {
  const events: { serving: boolean; cause?: unknown }[] = []
  const routing = routed(events)
  try {
    await waitFor(() => routing.status().replicas[0]?.serving === true, 10_000)
    const expected = await count(pool)
    // Readers all along: the replica stops under them.
    let reading = true
    const failures: unknown[] = []
    let reads = 0
    const readers = Array.from({ length: 8 }, async () => {
      while (reading) {
        try {
          expect(await count(routing.reads)).toBe(expected)
          reads += 1
        } catch (error) {
          failures.push(error)
        }
        await sleep(5)
      }
    })
    await sleep(200)
    await replicaAdmin.end()
    await replica.stop()
    await waitFor(() => routing.status().replicas[0]?.serving === false, 5_000)
    await sleep(300)
    const duringOutage = reads
    expect(await onReplica(routing.reads)).toBe(false)
    reading = false
    await Promise.all(readers)
    expect(failures).toEqual([])
    expect(duringOutage).toBeGreaterThan(20)

    await startReplica()
    replicaAdmin = new pg.Pool({ connectionString: replica.url, max: 2 })
    await waitFor(() => routing.status().replicas[0]?.serving === true, 10_000)
    expect(await onReplica(routing.reads)).toBe(true)
    expect(events.map((event) => event.serving)).toEqual([true, false, true])
  } finally {
    await routing.close()
  }
})

test('without replicas, reads are the primary pool itself', async () => {
  const routing = createReadRouting(pool, [], { maxLagMs: MAX_LAG_MS })
  expect(routing.reads).toBe(pool)
  routing.wrote()
  expect(await onReplica(routing.reads)).toBe(false)
  await routing.close()
})
