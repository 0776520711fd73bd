import { createServer as createHttpServer, type Server } from 'node:http'
import { createPool, migrate } from '@vitrine/db'
import express from 'express'
import { ParseServer } from 'parse-server'
import { createPublicClient, http } from 'viem'
import { createAnalyticsAdapter } from './analytics/createAnalyticsAdapter.ts'
import { createPageViewStore } from './analytics/pageViewStore.ts'
import { createEthereumAuthAdapter } from './auth/createEthereumAuthAdapter.ts'
import { createSiweNonceStore } from './auth/siweNonceStore.ts'
import type { ServerConfig } from './config.ts'
import { healthHandler } from './http/healthHandler.ts'
import { mountDashboard } from './http/mountDashboard.ts'
import { rateLimits } from './http/rateLimits.ts'
import { requestGuards } from './http/requestGuards.ts'
import { serveDemoAssets } from './http/serveDemoAssets.ts'
import { createNftQueries } from './nft/nftQueries.ts'
import { createPageCursor } from './nft/pageCursor.ts'
import { parseServerOptions } from './parseServerOptions.ts'
import { registerCloudCode } from './registerCloudCode.ts'

type ParseServerInstance = {
  start(): Promise<unknown>
  app: express.Express
  server: Server
  handleShutdown(): Promise<void>
}

export type VitrineServer = {
  /** Public URL of the API, e.g. http://localhost:2053/server */
  url: string
  httpServer: Server
  close: () => Promise<void>
}

/** Builds and starts the backend: migrations, Parse Server, our guards and routes, the HTTP listener. */
export async function createServer(config: ServerConfig): Promise<VitrineServer> {
  const pool = createPool(config.databaseUrl)
  await migrate(pool)
  const pageViews = createPageViewStore(pool)
  const publicClient = createPublicClient({ transport: http(config.rpcUrl) })
  const nft = {
    queries: createNftQueries(pool, config.chainId),
    // Derived from the master key: stable across restarts and instances, never sent anywhere.
    cursor: createPageCursor(`cursor:${config.masterKey}`),
    chainId: config.chainId,
    client: publicClient,
  }
  const ethereumAuthAdapter = createEthereumAuthAdapter({
    nonceStore: createSiweNonceStore(pool),
    publicClient,
    siteUrl: config.siteUrl,
    chainIds: [config.chainId],
    nonceTtlSeconds: config.siweNonceTtlSeconds,
  })
  const options = parseServerOptions(config, {
    cloud: (Parse) => registerCloudCode(Parse, { pageViews, nft }),
    ethereumAuthAdapter,
    analyticsAdapter: createAnalyticsAdapter(pageViews),
  })
  // Parse Server's typings describe neither its class nor custom auth modules; this is what we use.
  const api = new (ParseServer as unknown as new (options: object) => ParseServerInstance)(options)
  await api.start()

  const app = express()
  app.disable('x-powered-by')
  app.get(`${config.mountPath}/health`, healthHandler(pool))
  app.use(config.mountPath, rateLimits(config.authRateLimitPerMinute), requestGuards(), api.app)
  if (config.dashboard) await mountDashboard(app, config)
  if (config.demoAssetsDir) app.use('/demo', serveDemoAssets(config.demoAssetsDir))

  const httpServer = createHttpServer(app)
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(config.port, resolve)
  })
  // handleShutdown closes the server it is given; this one is ours, not one Parse started.
  api.server = httpServer

  return {
    url: config.serverUrl,
    httpServer,
    close: async () => {
      httpServer.closeAllConnections()
      await api.handleShutdown()
      await pool.end()
    },
  }
}
