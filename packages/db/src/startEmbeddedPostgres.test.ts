import { execFile } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '@vitrine/testkit'
import { afterAll, describe, expect, test } from 'vitest'
import { createPool } from './createPool.ts'
import { CLUSTER_POINTER } from './embedded/rootClusters.ts'
import { ROOT_POSTGRES_DIR, startEmbeddedPostgres } from './startEmbeddedPostgres.ts'

const run = promisify(execFile)
const script = resolve(import.meta.dirname, '../test/startAndQuery.ts')
const isRoot = process.getuid?.() === 0
const made: string[] = []
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true })
})

/** Starts and stops PostgreSQL in `dataDir` in a process of its own (as `user` if given); its report. */
async function startOnce(dataDir: string, user?: { uid: number; gid: number }) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATA_DIR: dataDir, PG_PORT: String(await freePort()) },
    ...user,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as { starts: number; user: number }
}

/** Every folder from `path` up can be entered by anyone (so another user can run code from it). */
function openToAll(path: string): boolean {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false
    if (dir === dirname(dir)) return true
  }
}

test('a new cluster compares text by code point whatever the locale of the machine, and still folds case in Unicode', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-collation-'))
  made.push(dataDir)
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: 'pw', database: 'v' })
  const pool = createPool(database.url, 1)
  try {
    const { rows } = await pool.query(
      `SELECT datlocprovider AS provider, 'B' < 'a' AS by_code_point, lower('ÉTÉ') AS lowered
         FROM pg_database WHERE datname = current_database()`,
    )
    expect(rows[0]).toEqual({ provider: 'b', by_code_point: true, lowered: 'été' })
    // WAL for crash recovery only: bulk loads and index builds write less of it.
    expect((await pool.query('SHOW wal_level')).rows[0]).toEqual({ wal_level: 'minimal' })
  } finally {
    await pool.end()
    await database.stop()
  }
}, 60_000)

test("its URL connects through a Unix socket in the cluster's own folder; TCP on 127.0.0.1 stays open", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-socket-'))
  made.push(dataDir)
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), password: 'pw', database: 'v' })
  const url = new URL(database.url)
  const clientAddress = async (connectionString: string) => {
    const pool = createPool(connectionString, 1)
    try {
      return (await pool.query('SELECT inet_client_addr()::text AS address')).rows[0]?.address
    } finally {
      await pool.end()
    }
  }
  try {
    const socketDir = url.searchParams.get('host') as string
    // The cluster's folder: its owner's alone (as root, the cluster kept for it; see below).
    expect(existsSync(join(socketDir, 'PG_VERSION'))).toBe(true)
    expect((await stat(socketDir)).mode & 0o077).toBe(0)
    // A Unix socket's client has no address.
    expect(await clientAddress(database.url)).toBeNull()
    url.search = ''
    expect(await clientAddress(url.toString())).toBe('127.0.0.1/32')
  } finally {
    await database.stop()
  }
}, 60_000)

describe.skipIf(!isRoot)('as root', () => {
  test('a data folder inside a folder of mode 0700 (like /root) gets a working PostgreSQL, and no folder is opened up', async () => {
    const home = await mkdtemp(join(tmpdir(), 'vitrine-root-home-'))
    made.push(home)
    expect((await stat(home)).mode & 0o777).toBe(0o700)
    const dataDir = join(home, 'app', '.data', 'pg')

    expect(await startOnce(dataDir)).toEqual({ starts: 1, user: 0 })
    expect(await startOnce(dataDir)).toEqual({ starts: 2, user: 0 })
    expect((await stat(home)).mode & 0o777).toBe(0o700)

    // The cluster is the `postgres` user's, closed to everyone else, outside the checkout.
    const { cluster } = JSON.parse(await readFile(join(dataDir, CLUSTER_POINTER), 'utf8')) as { cluster: string }
    expect(dirname(cluster)).toBe(join(ROOT_POSTGRES_DIR, 'clusters'))
    const clusterStats = await stat(cluster)
    expect(clusterStats.uid).not.toBe(0)
    expect(clusterStats.mode & 0o777).toBe(0o700)

    // Emptying the data folder starts afresh; deleting it frees the cluster at the next start.
    await rm(dataDir, { recursive: true })
    expect(await startOnce(dataDir)).toEqual({ starts: 1, user: 0 })
    await rm(home, { recursive: true })
    const other = await mkdtemp(join(tmpdir(), 'vitrine-root-other-'))
    made.push(other)
    await startOnce(join(other, 'pg'))
    expect(existsSync(cluster)).toBe(false)
  }, 120_000)

  // An ordinary user's start, from this root-run test: as `nobody`, when the checkout is open to it.
  test.skipIf(!openToAll(dirname(script)))(
    'an ordinary user keeps the cluster in the data folder itself',
    async () => {
      const user = { uid: 65534, gid: 65534 }
      const dataDir = join(tmpdir(), `vitrine-user-${process.pid}-${Date.now()}`)
      made.push(dataDir)
      expect(await startOnce(dataDir, user)).toEqual({ starts: 1, user: user.uid })
      expect(await startOnce(dataDir, user)).toEqual({ starts: 2, user: user.uid })
      expect((await stat(join(dataDir, 'PG_VERSION'))).uid).toBe(user.uid)
      expect(existsSync(join(dataDir, CLUSTER_POINTER))).toBe(false)
    },
    120_000,
  )
})
