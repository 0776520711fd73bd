import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { afterAll, beforeAll } from 'vitest'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from '../src/startEmbeddedPostgres.ts'

/** The test file's database: its URL, and a stop and start again on the same folder and port. */
export type TestDatabase = { readonly url: string; restart(): Promise<void> }

/**
 * A PostgreSQL of the test file's own, started before its tests and removed after them (cluster
 * and folder). Call at the top of the file; read `url` inside tests. `replication`: replicas may
 * follow it (startEmbeddedPostgres's `replicaOf`, password `pw`).
 */
export function embeddedDatabaseForFile(name: string, { replication = false } = {}): TestDatabase {
  let dataDir = ''
  let database: EmbeddedPostgresHandle | undefined
  const start = async (port: number) => {
    database = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      port,
      password: 'pw',
      database: 'vitrine',
      replication,
    })
  }
  const started = () => {
    if (!database) throw new Error('the test database is not started yet')
    return database
  }
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `vitrine-db-${name}-`))
    await start(await freePort())
  })
  afterAll(async () => {
    await database?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  return {
    get url() {
      return started().url
    },
    async restart() {
      const port = Number(new URL(started().url).port)
      await started().stop()
      await start(port)
    },
  }
}
