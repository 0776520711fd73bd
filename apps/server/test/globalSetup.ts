import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmbeddedPostgres } from '@vitrine/db/embedded'
import { type Deployment, devAccount, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort, startFakeRarible } from '@vitrine/testkit'
import type { TestProject } from 'vitest/node'
import { resolveConfig, type ServerConfig } from '../src/config.ts'
import { createServer } from '../src/createServer.ts'
import { cloudFunctionNames } from '../src/permissions/cloudFunctionNames.ts'
import { startDocumentHost } from './documentHost.ts'
import { registerPrototypeProbe } from './prototypeProbe.ts'
import { RARIBLE_LISTED } from './raribleListed.ts'
import { watchSelfRequests } from './selfRequestWatch.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      serverUrl: string
      appId: string
      masterKey: string
      databaseUrl: string
      rpcUrl: string
      chainId: number
      /** Seaport, the conduit, WETH and the factory on the test chain (no demo seeded). */
      deployment: Deployment
      /** The marketplace fee the test server asks orders to pay. */
      fee: { recipient: `0x${string}`; bps: number }
      /** Where the test server keeps uploads. */
      filesDir: string
    }
    /** The cloud functions the test backend registered. */
    cloudFunctions: string[]
    /** A web host of metadata documents the backend may read (lazy listings): files written to `dir`. */
    documents: { url: string; dir: string }
    /** Where the requests the test backend sent to itself are noted (none expected: selfRequestWatch.ts). */
    selfRequestsFile: string
  }
}

/** Small, so the size and budget refusals are cheap to reach (files.test.ts). */
export const FILE_MAX_BYTES = 1_000_000
export const UPLOADS_PER_MINUTE = 40

/** One real stack for the whole run: embedded PostgreSQL, anvil and the backend. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-server-test-'))
  const [pgPort, anvilPort, serverPort] = [await freePort(), await freePort(), await freePort()]
  // With a log replicas can follow: readReplicas.test.ts makes one.
  const database = await startEmbeddedPostgres({
    dataDir,
    port: pgPort,
    password: 'test',
    database: 'vitrine',
    replication: true,
  })
  const anvil = await startAnvil({ port: anvilPort, chainId: 31337 })
  const chainDir = join(dataDir, 'chain')
  await mkdir(chainDir)
  const deployment = await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir: chainDir,
    assetsBaseUrl: '',
    seed: false,
    log: () => {},
  })
  const fee = { recipient: devAccount(0).address, bps: 100 }
  const documentsDir = join(dataDir, 'documents')
  await mkdir(documentsDir)
  const documents = await startDocumentHost(documentsDir)
  // Rarible's order API, faked: one listing of RARIBLE_LISTED and one of token 3 of its collection (raribleListings.test.ts).
  const rarible = await startFakeRarible('rarible-test-key', [
    { contract: RARIBLE_LISTED.address, tokenId: RARIBLE_LISTED.tokenId, maker: devAccount(5).address, price: '0.7' },
    { contract: RARIBLE_LISTED.address, tokenId: '3', maker: devAccount(6).address, price: '1.25' },
  ])
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
    // So do the budgets (security/budgets.test.ts): every test here shares one client address.
    budgets: {
      pageViewsPerMinute: 100_000,
      liveStreamsPerClient: 1_000,
      postOrdersPerMinute: 100_000,
      activeOrdersPerMaker: 100_000,
      emailChangesPerDay: 100_000,
    },
    workers: 1,
    trustProxy: false,
    dashboard: false,
    logLevel: 'silent',
    market: {
      seaport: deployment.seaport,
      conduitKey: deployment.conduitKey,
      conduit: deployment.conduit,
      weth: deployment.weth,
      // The demo's vUSD too (6 decimals), as an operator would list a currency (OFFER_CURRENCIES).
      offerCurrencies: [deployment.weth, deployment.demoToken],
      feeRecipient: fee.recipient,
      feeBps: fee.bps,
    },
    collectionFactory: deployment.collectionFactory,
    swap: { router: deployment.swapRouter, tokens: [deployment.demoToken], oneInch: null },
    raribleApi: { url: rarible.url, apiKey: 'rarible-test-key' },
    files: {
      dir: join(dataDir, 'files'),
      maxBytes: FILE_MAX_BYTES,
      uploadsPerMinute: UPLOADS_PER_MINUTE,
      uploadBytesPerDay: 1_000_000_000_000,
    },
    // Lazy listings' documents: inline (data:), or on the test document host (a private address allowed, as our own in dev).
    metadata: { allowedHosts: [documents.host], timeoutMs: 2000, maxBytes: 100_000 },
    media: {
      cacheDir: join(dataDir, 'media'),
      ipfsGateway: 'https://ipfs.io',
      arweaveGateway: 'https://arweave.net',
      allowedHosts: [],
      timeoutMs: 2000,
      maxBytes: 5_000_000,
      maxPixels: 40_000_000,
      concurrency: 4,
    },
  })
  // From before the start: the start itself must not call the server either.
  const selfRequestsFile = join(dataDir, 'self-requests.log')
  watchSelfRequests(serverPort, selfRequestsFile)
  const server = await createServer(config)
  project.provide('stack', {
    serverUrl: server.url,
    appId: config.appId,
    masterKey: config.masterKey,
    databaseUrl: database.url,
    rpcUrl: anvil.rpcUrl,
    chainId: config.chainId,
    deployment,
    fee,
    filesDir: config.files.dir,
  })
  project.provide('cloudFunctions', cloudFunctionNames(config.appId))
  project.provide('documents', { url: documents.url, dir: documentsDir })
  project.provide('selfRequestsFile', selfRequestsFile)
  // After the list above: no permission test sees it (closed to clients, as every function the
  // table does not know).
  registerPrototypeProbe()
  return async () => {
    await server.close()
    await anvil.stop()
    await rarible.close()
    await documents.close()
    await database.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
