import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { devAccount, startAnvil } from '@vitrine/devchain'
import { freePort, type SpawnedScript, spawnScript, waitFor } from '@vitrine/testkit'
import Moralis from 'moralis-v1/node'
import pg from 'pg'
import { createTestClient, http, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { spawnServer } from './spawnServer.ts'
import { deployTutorialMarket } from './tutorialMarket.ts'

const indexerMain = fileURLToPath(new URL('../../indexer/src/main.ts', import.meta.url))

/**
 * A world of its own for event sync: a database and an anvil nobody else uses (its reorgs and
 * kills touch no other test), the backend and the indexer as `npm start` runs them, the tutorial's
 * marketplace deployed, and moralis-v1 started with the master key as the apps' scripts do.
 */
export async function startEventSyncWorld(
  stack: { databaseUrl: string; appId: string; masterKey: string },
  /** More of the server's environment (`CLOUD_CODE` …). */
  serverEnv: Record<string, string> = {},
) {
  const database = `eventsync_${randomUUID().slice(0, 8)}`
  const databaseUrl = Object.assign(new URL(stack.databaseUrl), { pathname: `/${database}` }).toString()
  const admin = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 })
  await admin.query(`CREATE DATABASE ${database}`)
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const chain = createTestClient({ mode: 'anvil', chain: foundry, transport: http(anvil.rpcUrl) }).extend(publicActions)
  const market = await deployTutorialMarket(anvil.rpcUrl, devAccount(1), foundry)
  const port = await freePort()
  const serverUrl = `http://localhost:${port}/server`
  let server: SpawnedScript
  const startServer = async () => {
    server = spawnServer({
      PORT: String(port),
      SERVER_URL: serverUrl,
      DATABASE_URL: databaseUrl,
      RPC_URL: anvil.rpcUrl,
      APP_ID: stack.appId,
      MASTER_KEY: stack.masterKey,
      SERVER_WORKERS: '1',
      ...serverEnv,
    })
    const running = server
    await waitFor(() => running.output().includes('"ready"') || running.child.exitCode !== null, 90_000)
    if (running.child.exitCode !== null) throw new Error(`the server did not start:\n${running.output()}`)
  }
  const stopServer = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM')
    await server.exited
  }
  await startServer()

  let indexer: SpawnedScript | null = null
  const startIndexer = async (env: Record<string, string> = {}) => {
    indexer = spawnScript(indexerMain, {
      DATABASE_URL: databaseUrl,
      RPC_URL: anvil.rpcUrl,
      CHAIN_ID: '31337',
      LOG_LEVEL: 'warn',
      HEAD_POLL_MS: '50',
      POLL_INTERVAL_MS: '200',
      ...env,
    })
    const running = indexer
    await waitFor(() => running.output().includes('"ready"') || running.child.exitCode !== null, 90_000)
    if (running.child.exitCode !== null) throw new Error(`the indexer did not start:\n${running.output()}`)
  }
  const stopIndexer = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = indexer
    indexer = null
    if (!running) return
    if (running.child.exitCode === null) running.child.kill(signal)
    await running.exited
  }

  Moralis.User.enableUnsafeCurrentUser()
  await Moralis.start({ serverUrl, appId: stack.appId, masterKey: stack.masterKey })

  /** The rows of a synced class, as anyone with the app id reads them (no key, no session). */
  const rows = async (tableName: string): Promise<Record<string, unknown>[]> => {
    const response = await fetch(`${serverUrl}/classes/${tableName}?limit=20000&order=block_number,log_index`, {
      headers: { 'X-Parse-Application-Id': stack.appId },
    })
    const body = (await response.json()) as { results?: Record<string, unknown>[]; error?: string }
    if (!body.results) throw new Error(`reading ${tableName}: ${JSON.stringify(body)}`)
    return body.results
  }

  return {
    Moralis,
    serverUrl,
    rpcUrl: anvil.rpcUrl,
    db,
    chain,
    market,
    startIndexer,
    stopIndexer,
    indexerOutput: () => (indexer as SpawnedScript | null)?.output() ?? '',
    serverOutput: () => server.output(),
    /** Stops the backend and starts it again on the same database and port. */
    restartServer: async () => {
      await stopServer()
      await startServer()
    },
    rows,
    stop: async () => {
      await stopIndexer()
      await stopServer()
      await anvil.stop()
      await db.end()
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    },
  }
}

export type EventSyncWorld = Awaited<ReturnType<typeof startEventSyncWorld>>
