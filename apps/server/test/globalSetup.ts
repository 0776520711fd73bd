import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type { TestProject } from 'vitest/node'
import { resolveConfig, type ServerConfig } from '../src/config.ts'
import { createServer } from '../src/createServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { serverUrl: string; appId: string; masterKey: string; databaseUrl: string; rpcUrl: string; chainId: number }
  }
}

/** One real stack for the whole run: embedded PostgreSQL, anvil and the backend. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-server-test-'))
  const [pgPort, anvilPort, serverPort] = [await freePort(), await freePort(), await freePort()]
  const database = await startEmbeddedPostgres({ dataDir, port: pgPort, password: 'test', database: 'vitrine' })
  const anvil = await startAnvil({ port: anvilPort, chainId: 31337 })
  const config: ServerConfig = resolveConfig({
    appId: 'vitrine',
    port: serverPort,
    serverUrl: `http://localhost:${serverPort}/server`,
    masterKey: 'test-master-key-0123456789',
    databaseUrl: database.url,
    rpcUrl: anvil.rpcUrl,
    chainId: 31337,
    siteUrl: 'http://localhost:3000',
    sessionLengthSeconds: 3600,
    siweNonceTtlSeconds: 600,
    // The rate limit has its own test, on a server of its own.
    authRateLimitPerMinute: 100_000,
    dashboard: false,
    logLevel: 'silent',
  })
  const server = await createServer(config)
  project.provide('stack', {
    serverUrl: server.url,
    appId: config.appId,
    masterKey: config.masterKey,
    databaseUrl: database.url,
    rpcUrl: anvil.rpcUrl,
    chainId: config.chainId,
  })
  return async () => {
    await server.close()
    await anvil.stop()
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
