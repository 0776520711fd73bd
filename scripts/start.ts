/**
 * `npm start`: the whole stack on one machine. Embedded PostgreSQL (or DATABASE_URL), anvil (or
 * RPC_URL), the backend and the site, each its own process, a readiness line each, then quiet.
 * Ctrl-C stops them in reverse order; the data folder keeps everything for the next start.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPool, migrate, readRecordedDeployment, recordDeployment } from '@vitrine/db'
import {
  anvilArguments,
  anvilBinaryPath,
  parseRecordedDeployment,
  prepareChain,
  SEED_LAZY_ORDERS_FILE,
  SEED_ORDERS_FILE,
} from '@vitrine/devchain'
import { redactUrl } from '@vitrine/runtime/logger'
import { assertPortsFree, type PortClaim } from './stack/assertPortsFree.ts'
import { contractsEnv } from './stack/contractsEnv.ts'
import { httpProbe } from './stack/httpProbe.ts'
import { loadSecrets } from './stack/loadSecrets.ts'
import { postSeedOrders } from './stack/postSeedOrders.ts'
import { parseStackConfig } from './stack/stackConfig.ts'
import { startComponent } from './stack/startComponent.ts'
import { superviseStack } from './stack/superviseStack.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const node = process.execPath
const tsx = ['--import', 'tsx']
const began = Date.now()
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(1)} s`
const announce = (name: string, url: string) => process.stdout.write(`✓ ${name.padEnd(9)} ${url}  (${elapsed()})\n`)

const config = (() => {
  try {
    return parseStackConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const dataDir = resolve(root, config.DATA_DIR)
const verbose = config.LOG_LEVEL === 'debug'
const runs = (component: 'server' | 'indexer' | 'web') => config.COMPONENTS.has(component)

const { track, keepRunning, stopAll, forget } = superviseStack()

try {
  const secrets = loadSecrets(dataDir)
  const claims: PortClaim[] = []
  if (runs('server')) claims.push({ port: config.PORT, what: 'backend server', variable: 'PORT' })
  if (runs('web')) claims.push({ port: config.WEB_PORT, what: 'web site', variable: 'WEB_PORT' })
  if (!config.DATABASE_URL) claims.push({ port: config.PG_PORT, what: 'embedded PostgreSQL', variable: 'PG_PORT' })
  if (!config.RPC_URL) claims.push({ port: config.ANVIL_PORT, what: 'anvil', variable: 'ANVIL_PORT' })
  await assertPortsFree(claims)

  // The embedded database's URL is the one its ready line gives (through its Unix socket).
  let databaseUrl = config.DATABASE_URL ?? ''
  const database = config.DATABASE_URL
    ? null
    : track(
        startComponent({
          name: 'database',
          command: node,
          args: [...tsx, join(root, 'packages/db/src/bin/embeddedPostgres.ts')],
          env: {
            PG_DATA_DIR: join(dataDir, 'pg'),
            PG_PORT: String(config.PG_PORT),
            PG_PASSWORD: secrets.databasePassword,
            PG_DATABASE: 'vitrine',
          },
          readyLine: (line) => {
            const ready = line.includes('"ready":true')
            if (ready) databaseUrl = (JSON.parse(line) as { url: string }).url
            return ready
          },
          verbose,
        }),
      )

  const rpcUrl = config.RPC_URL ?? `http://127.0.0.1:${config.ANVIL_PORT}`
  if (!config.RPC_URL) mkdirSync(join(dataDir, 'anvil'), { recursive: true })
  const chain = config.RPC_URL
    ? null
    : track(
        startComponent({
          name: 'chain',
          command: anvilBinaryPath(),
          args: anvilArguments({
            port: config.ANVIL_PORT,
            chainId: config.CHAIN_ID,
            statePath: join(dataDir, 'anvil', 'state.json'),
          }),
          readyLine: (line) => line.startsWith('Listening on'),
          stopSignal: 'SIGINT',
          verbose,
        }),
      )

  const serverUrl = `http://localhost:${config.PORT}/server`
  const siteUrl = `http://localhost:${config.WEB_PORT}`
  const webEnv = {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_SERVER_URL: serverUrl,
    NEXT_PUBLIC_APP_ID: config.APP_ID,
    NEXT_PUBLIC_CHAIN_ID: String(config.CHAIN_ID),
    NEXT_PUBLIC_RPC_URL: rpcUrl,
  }
  const next = require.resolve('next/dist/bin/next')
  const webDir = join(root, 'apps/web')
  if (config.WEB_MODE === 'production') {
    process.stdout.write('… building the site (next build --webpack)\n')
    const build = track(
      startComponent({
        name: 'build',
        command: node,
        // Webpack: its bundles of this site are ~5 KiB (gzip) lighter per page than Turbopack's.
        args: [next, 'build', '--webpack'],
        cwd: webDir,
        env: webEnv,
        probe: async () => false,
        verbose,
      }),
    )
    const code = await build.exited
    forget(build)
    if (code !== 0) throw new Error(`next build failed (exit code ${code}).`)
    announce('built', 'apps/web/.next')
  }
  // The site does not need the backend to start, so it starts beside it.
  const web = !runs('web')
    ? null
    : track(
        startComponent({
          name: 'web',
          command: node,
          args: [next, config.WEB_MODE === 'production' ? 'start' : 'dev', '--port', String(config.WEB_PORT)],
          cwd: webDir,
          env: webEnv,
          // Ready when the home page is served (in development that includes compiling it).
          probe: httpProbe(`${siteUrl}/`),
          verbose,
        }),
      )

  await Promise.all([database?.ready, chain?.ready])
  // The deployment's contracts are recorded in its database, for the boxes that join it.
  const pool = createPool(databaseUrl, 1)
  // Shown as a person's tools would connect (TCP); the stack's own processes use the socket.
  const shownDatabaseUrl = new URL(databaseUrl)
  if (database) shownDatabaseUrl.search = ''
  announce('database', redactUrl(shownDatabaseUrl.toString()))
  // The Seaport whose sales the indexer counts, and the market the server takes orders for: our
  // own on our anvil, else the configured (or canonical) ones.
  let seaport: Record<string, string> = {}
  let market: Record<string, string> = {}
  let joined = false
  if (chain) {
    // Our own anvil: deploy Seaport and the factory, and on a new chain mint the demo.
    const deployment = await prepareChain({
      rpcUrl,
      dataDir,
      assetsBaseUrl: `http://localhost:${config.PORT}/demo`,
      seed: true,
      fee: {
        recipient: (config.MARKET_FEE_RECIPIENT as `0x${string}` | undefined) ?? null,
        bps: config.MARKET_FEE_BPS,
      },
      log: (line) => process.stdout.write(`  seed: ${line}\n`),
    })
    await migrate(pool)
    await recordDeployment(pool, config.CHAIN_ID, deployment)
    announce('chain', `${rpcUrl} (chain id ${config.CHAIN_ID}, Seaport ${deployment.seaport})`)
    ;({ seaport, market } = contractsEnv(deployment))
  } else {
    // Another box's chain: its contracts as that box recorded them, if one did; nothing deployed here.
    await migrate(pool)
    const recorded = await readRecordedDeployment(pool, config.CHAIN_ID)
    const deployment = recorded && parseRecordedDeployment(recorded)
    if (recorded && !deployment)
      throw new Error(
        `The contracts recorded for chain ${config.CHAIN_ID} in the database are incomplete: start the box that deployed them once more to record them again.`,
      )
    joined = deployment !== null
    if (deployment) ({ seaport, market } = contractsEnv(deployment))
    announce(
      'chain',
      `${redactUrl(rpcUrl, { hidePath: true })} (chain id ${config.CHAIN_ID}${deployment ? `, joined: Seaport ${deployment.seaport} as recorded in the database` : ''})`,
    )
  }
  await pool.end()
  // Uploads must be readable through every box: a box joining a deployment keeps none of its own.
  if (joined && runs('server') && !config.FILES_DIR && !config.FILES_S3_BUCKET)
    throw new Error(
      'This box joins an existing Vitrine (its database records the contracts another box deployed), so an upload through it must be readable through every box: set FILES_S3_BUCKET (and the other FILES_S3_ variables) to the bucket every box uses, or FILES_DIR to a folder every box shares, on every box.',
    )

  const server = !runs('server')
    ? null
    : keepRunning(() =>
        startComponent({
          name: 'server',
          command: node,
          args: [...tsx, join(root, 'apps/server/src/main.ts')],
          env: {
            APP_ID: config.APP_ID,
            PORT: String(config.PORT),
            SERVER_URL: serverUrl,
            MASTER_KEY: config.MASTER_KEY ?? secrets.masterKey,
            DATABASE_URL: databaseUrl,
            RPC_URL: rpcUrl,
            CHAIN_ID: String(config.CHAIN_ID),
            SITE_URL: siteUrl,
            LOG_LEVEL: config.LOG_LEVEL,
            DEMO_ASSETS_DIR: join(dataDir, 'demo'),
            MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? join(dataDir, 'media'),
            FILES_DIR: config.FILES_DIR ?? join(dataDir, 'files'),
            // The demo's pictures are on our own backend: a private address the media service may
            // fetch from, beside any the user allows.
            MEDIA_ALLOWED_HOSTS: [process.env.MEDIA_ALLOWED_HOSTS, `localhost:${config.PORT}`]
              .filter(Boolean)
              .join(','),
            // A lazy listing's document is read when it is posted: the demo's, and those `putMetadata`
            // hosts, are on our own backend too.
            METADATA_ALLOWED_HOSTS: [process.env.METADATA_ALLOWED_HOSTS, `localhost:${config.PORT}`]
              .filter(Boolean)
              .join(','),
            CORS_ORIGINS: config.CORS_ORIGINS,
            // The operator's cloud code, its path as typed where `npm start` was run (npm moves to the root).
            ...(process.env.CLOUD_CODE
              ? { CLOUD_CODE: resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CLOUD_CODE) }
              : {}),
            ...market,
          },
          probe: httpProbe(`${serverUrl}/health`),
          verbose,
        }),
      )
  if (server) {
    await server.ready
    announce('server', serverUrl)
  }
  // The demo's signed orders go to the order book through postOrder, as any order does; once.
  for (const seedOrders of server ? [join(dataDir, SEED_ORDERS_FILE), join(dataDir, SEED_LAZY_ORDERS_FILE)] : []) {
    if (!existsSync(seedOrders)) continue
    const line = await postSeedOrders(seedOrders, serverUrl, config.APP_ID)
    process.stdout.write(`  seed: ${line}\n`)
  }
  let indexerRole = 'writer' as 'writer' | 'standby'
  // After the server: the demo's metadata, which the indexer fetches at once, is served there.
  const indexer = !runs('indexer')
    ? null
    : keepRunning(() =>
        startComponent({
          name: 'indexer',
          command: node,
          args: [...tsx, join(root, 'apps/indexer/src/main.ts')],
          env: {
            DATABASE_URL: databaseUrl,
            RPC_URL: rpcUrl,
            CHAIN_ID: String(config.CHAIN_ID),
            LOG_LEVEL: config.LOG_LEVEL,
            // The demo's metadata is on our own backend: a private address the indexer may fetch,
            // beside any the user allows.
            METADATA_ALLOWED_HOSTS: [process.env.METADATA_ALLOWED_HOSTS, `localhost:${config.PORT}`]
              .filter(Boolean)
              .join(','),
            ...seaport,
          },
          // A standby (another box's indexer writes this chain) is started too: it takes over when that one stops.
          readyLine: (line) => {
            if (line.includes('"message":"standby"')) indexerRole = 'standby'
            return line.includes('"message":"ready"') || indexerRole === 'standby'
          },
          verbose,
        }),
      )
  if (indexer) {
    await indexer.ready
    announce(
      'indexer',
      indexerRole === 'standby'
        ? `standby for chain ${config.CHAIN_ID}: another indexer writes it; this one takes over if it stops`
        : `following chain ${config.CHAIN_ID} into PostgreSQL`,
    )
  }
  if (web) {
    await web.ready
    announce('web', siteUrl)
  }
  process.stdout.write(`Vitrine is up in ${elapsed()}. Press Ctrl-C to stop.\n`)
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  await stopAll(1)
}
