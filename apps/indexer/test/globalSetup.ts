import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { freePort } from '@vitrine/testkit'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** One real PostgreSQL for the indexer's tests; each test file brings its own anvil. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-indexer-test-'))
  const database = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: await freePort(),
    password: 'test',
    database: 'vitrine',
  })
  project.provide('databaseUrl', database.url)
  return async () => {
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
