import { createServer as createHttpServer, type Server } from 'node:http'
import { type FunctionParameters, ONRAMP_WEBHOOK_PATH } from '@vitrine/api'
import {
  commitSessionsWithoutWaiting,
  createPageViewStore,
  createPool,
  createSignedMessageStore,
  migrate,
  withSchemaLock,
} from '@vitrine/db'
import { createChainReads } from '@vitrine/rpc'
import { keptAliveHttp } from '@vitrine/rpc/keptAliveHttp'
import { createLogger, type Logger } from '@vitrine/runtime/logger'
import express from 'express'
import { ParseServer } from 'parse-server'
import { createPublicClient } from 'viem'
import { createAnalyticsAdapter } from './analytics/createAnalyticsAdapter.ts'
import { createEthereumAuthAdapter } from './auth/createEthereumAuthAdapter.ts'
import { createEarlySignInChecks } from './auth/earlySignInChecks.ts'
import { createSiweNonceStore } from './auth/siweNonceStore.ts'
import { createSiweSignInCheck } from './auth/siweSignInCheck.ts'
import { createReadCache } from './cache/createReadCache.ts'
import { type ServerConfig, secretsOf } from './config.ts'
import { createFilesAdapter } from './files/createFilesAdapter.ts'
import { fileServeHeaders } from './files/fileServeHeaders.ts'
import { UPLOAD_BYTES_WINDOW_MS } from './files/registerFileTriggers.ts'
import { uploadGuard } from './files/uploadGuard.ts'
import { createFunctionTable } from './functions/functionTable.ts'
import { createServerApi } from './functions/serverApi.ts'
import { allowOrigin } from './http/allowOrigin.ts'
import { badRequestLog } from './http/badRequestLog.ts'
import { fastFunctions } from './http/fastFunctions.ts'
import { finalErrorHandler } from './http/finalErrorHandler.ts'
import { functionParameters } from './http/functionParameters.ts'
import { healthHandler } from './http/healthHandler.ts'
import { jsonBody } from './http/jsonBody.ts'
import { createLogBudget } from './http/logBudget.ts'
import { mountDashboard } from './http/mountDashboard.ts'
import { overBudgetStatus } from './http/overBudget.ts'
import { parseCorsHeaders } from './http/parseCorsHeaders.ts'
import { parseLogAdapter } from './http/parseLogAdapter.ts'
import { queryParameters } from './http/queryParameters.ts'
import { createRateLimitStores } from './http/rateLimitStores/createRateLimitStores.ts'
import { rateLimits } from './http/rateLimits.ts'
import { requestGuards } from './http/requestGuards.ts'
import { responseHeaders } from './http/responseHeaders.ts'
import { serveDemoAssets } from './http/serveDemoAssets.ts'
import { unavailableStatus } from './http/unavailableStatus.ts'
import { createMediaService } from './media/createMediaService.ts'
import { mediaHandler } from './media/mediaHandler.ts'
import { createPictureSources } from './media/pictureSources.ts'
import { createIpfsClient } from './metadata/createIpfsClient.ts'
import { createMetadataHost, METADATA_PATH } from './metadata/createMetadataHost.ts'
import { metadataHandler } from './metadata/metadataHandler.ts'
import { ownFileReader } from './metadata/ownFileReader.ts'
import { createMoralisEthAuthAdapter } from './moralis/createMoralisEthAuthAdapter.ts'
import { ethAddressClass } from './moralis/ethAddressClass.ts'
import { createMoralisPaging } from './moralis/moralisInput.ts'
import { createMoralisQueries } from './moralis/moralisQueries.ts'
import { upgradeWalletUsers } from './moralis/upgradeWalletUsers.ts'
import { createNftQueries } from './nft/nftQueries.ts'
import { createPageCursor } from './nft/pageCursor.ts'
import { createLiveStream, LIVE_STREAM_PATH } from './orderBook/liveStream.ts'
import { createLiveStreamBudget, STREAM_LEASE_MS } from './orderBook/liveStreamBudget.ts'
import { connectOrderBook, type OrderBookPlace, serveOrderBook } from './orderBook/orderBookLink.ts'
import { createOrderStore } from './orderBook/orderStore.ts'
import { parseServerOptions } from './parseServerOptions.ts'
import { applyClassPermissions } from './permissions/applyClassPermissions.ts'
import { closedPathGuard } from './permissions/closedPathGuard.ts'
import { cloudFunctionNames } from './permissions/cloudFunctionNames.ts'
import { FUNCTION_ACCESS } from './permissions/functionAccess.ts'
import { registerCloudCode } from './registerCloudCode.ts'
import { createTradingSources } from './sources/createTradingSources.ts'
import { createOnrampStore } from './sources/fiat/onrampStore.ts'
import { onrampWebhookHandler } from './sources/fiat/onrampWebhookHandler.ts'
import { createLazyItems } from './sources/rarible/createLazyItems.ts'
import { tradingPlugins } from './sources/tradingPlugins.ts'
import { createEmailChangeBudget, EMAIL_CHANGES_WINDOW_MS } from './users/emailChangeBudget.ts'
import { ensureUserSchema } from './users/ensureUserSchema.ts'
import { extraUserFields } from './users/extraUserFields.ts'
import { sessionUserLookup } from './users/sessionUser.ts'

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
  /** Classes in the schema and cloud functions the permission tables do not know: closed to clients. */
  undecided: { classes: string[]; functions: string[] }
  close: () => Promise<void>
}

export type CreateServerOptions = {
  /** Awaited once everything is built, before the port is opened (workers open it together). */
  beforeListen?: () => Promise<void>
  /** A worker of several: where their one order book is kept, and whether by this worker. */
  orderBook?: OrderBookPlace | null
  /** The process's root logger (main.ts); parts log through its children. Default: one made here. */
  logger?: Logger
}

/** Builds and starts the backend: migrations, Parse Server, our guards and routes, the HTTP listener. */
export async function createServer(
  config: ServerConfig,
  { beforeListen, orderBook = null, logger }: CreateServerOptions = {},
): Promise<VitrineServer> {
  const log = logger ?? createLogger({ component: 'server', level: config.logLevel, secrets: secretsOf(config) })
  // Lines a second at most about what clients cause at will (bad requests, refusals).
  const clientLines = createLogBudget(10)
  const pool = createPool(config.databaseUrl)
  await migrate(pool)
  const pageViews = createPageViewStore(pool)
  const budgets = createRateLimitStores(pool, config.redisUrl, log)
  // A user waits on these calls (a contract wallet's sign-in, the sync status): three tries of
  // 2.5 s at most, then the request answers "temporarily unavailable" rather than hang.
  const publicClient = createPublicClient({
    transport: keptAliveHttp(config.rpcUrl, { timeout: 2_500, retryCount: 2, retryDelay: 150 }),
  })
  const nft = {
    queries: createNftQueries(pool, config.chainId),
    // Derived from the master key: stable across restarts and instances, never sent anywhere.
    cursor: createPageCursor(`cursor:${config.masterKey}`),
    chainId: config.chainId,
    client: publicClient,
  }
  // Calls made together (an order's facts, a burst of orders) go out as one JSON-RPC batch; both
  // clients on kept-alive sockets, as the order book asks the node hundreds of times a second.
  const marketClient = createPublicClient({ transport: keptAliveHttp(config.rpcUrl, { batch: true, retryCount: 2 }) })
  // One per-block cache of chain reads for the order book and the swap quotes.
  const reads = createChainReads(marketClient)
  const sources = createTradingSources(config, publicClient, reads)
  const onrampStore = createOnrampStore(pool)
  const market = {
    store: createOrderStore(pool, config.chainId, { activeOrdersPerMaker: config.budgets.activeOrdersPerMaker }),
    reads,
    chainId: config.chainId,
    market: config.market ?? null,
    cursor: nft.cursor,
    sources: sources.all,
    collectionFactory: config.market ? (config.collectionFactory ?? null) : null,
    lazyItems: createLazyItems(pool, config.chainId, {
      ...config.metadata,
      ipfsGateway: config.media.ipfsGateway,
      userAgent: 'Vitrine-OrderBook/1.0',
    }),
    orderBook: orderBook && !orderBook.keeper ? connectOrderBook(orderBook.socketPath) : null,
  }
  const liveLogger = log.child({ part: 'live' })
  const live = createLiveStream(
    config.databaseUrl,
    () => nft.queries.indexedBlock(),
    liveLogger,
    createLiveStreamBudget({
      leases: budgets.leasesFor('stream:', STREAM_LEASE_MS),
      perClient: config.budgets.liveStreamsPerClient,
      logger: liveLogger,
    }),
  )
  // Hot public reads, kept per process and dropped by the changes the live stream hears of.
  const readCache = createReadCache()
  live.onChange((change) => readCache.invalidate(change))
  await live.start()
  const nonceStore = createSiweNonceStore(pool, { secret: `siwe-nonce:${config.masterKey}` })
  const checkSiweSignIn = createSiweSignInCheck({
    nonceStore,
    publicClient,
    siteUrl: config.siteUrl,
    chainIds: [config.chainId],
  })
  const earlySignInChecks = createEarlySignInChecks(checkSiweSignIn)
  const ethereumAuthAdapter = createEthereumAuthAdapter({
    nonceStore,
    checkSiweSignIn,
    earlyChecks: earlySignInChecks,
    siteUrl: config.siteUrl,
    chainIds: [config.chainId],
    nonceTtlSeconds: config.siweNonceTtlSeconds,
  })
  const moralisEthAuthAdapter = createMoralisEthAuthAdapter({
    appId: config.appId,
    signIn: config.moralisSignIn,
    publicClient,
    signedMessages: createSignedMessageStore(pool),
    checkSiweSignIn,
  })
  // The functions as Parse runs them, for the public reads answered beside it (fastFunctions) and
  // for the Moralis plugins, which answer over them.
  const functions = createFunctionTable()
  const serverApi = createServerApi(functions)
  const moralis = {
    chainId: config.chainId,
    nft: nft.queries,
    moralis: createMoralisQueries(pool, config.chainId),
    paging: createMoralisPaging(nft.cursor),
    client: publicClient,
    seaport: config.market?.seaport ?? null,
    // The trading sources as Moralis plugins of the same names (PRODUCT.md §6, §8), over our own functions.
    plugins: tradingPlugins({
      call: serverApi.call,
      reads: market.reads,
      chainId: config.chainId,
      market: market.market,
      swap: sources.swap,
      sources: sources.all,
    }),
  }
  const filesAdapter = createFilesAdapter(config.files)
  const metadata = createMetadataHost({
    pool,
    publicOrigin: new URL(config.serverUrl).origin,
    ipfs: config.ipfsApiUrl ? createIpfsClient(config.ipfsApiUrl) : undefined,
    readOwnFile: ownFileReader(config.serverUrl, config.appId, filesAdapter),
  })
  // Cloud code's Parse SDK: in-process, with the master key once the server has started.
  let cloudParse: typeof import('parse/node') | undefined
  const inProcessParse = () => {
    if (!cloudParse) throw new Error('Parse Server started without running cloud code.')
    return cloudParse
  }
  const options = parseServerOptions(config, {
    cloud: (Parse) => {
      cloudParse = Parse
      registerCloudCode(
        Parse,
        {
          pageViews,
          nft,
          moralis,
          market,
          onramp: { onramp: sources.onramp, store: onrampStore },
          swap: { swap: sources.swap },
          rarible: { raribleApi: sources.raribleApi },
          uploads: {
            store: budgets.storeFor('upload:'),
            perMinute: config.files.uploadsPerMinute,
            bytes: budgets.counterFor('uploadbytes:', UPLOAD_BYTES_WINDOW_MS),
            bytesPerDay: config.files.uploadBytesPerDay,
          },
          emailChanges: createEmailChangeBudget(
            budgets.counterFor('emailchange:', EMAIL_CHANGES_WINDOW_MS),
            config.budgets.emailChangesPerDay,
          ),
          metadata,
          create: {
            chainId: config.chainId,
            collectionFactory: config.collectionFactory ?? null,
            maxUploadBytes: config.files.maxBytes,
          },
        },
        { table: functions, cache: readCache, log },
      )
    },
    ethereumAuthAdapter,
    moralisEthAuthAdapter,
    analyticsAdapter: createAnalyticsAdapter(pageViews),
    loggerAdapter: parseLogAdapter(log, clientLines),
    filesAdapter,
  })
  // Parse Server's typings describe neither its class nor custom auth modules; this is what we use.
  const api = new (ParseServer as unknown as new (options: object) => ParseServerInstance)(options)
  // One process at a time sets Parse's schema up: Parse's own start (its tables and indexes, which
  // processes starting together would race to create), then every class's permissions as the
  // table says (permissions/), all before the first request.
  const { parseApp, classes } = await withSchemaLock(pool, async () => {
    await api.start()
    // Parse builds its app on first use, and only then routes cloud code's SDK calls in-process.
    const parseApp = api.app
    const Parse = inProcessParse()
    const classes = await applyClassPermissions(Parse)
    await ensureUserSchema(Parse, pool)
    await commitSessionsWithoutWaiting(pool)
    return { parseApp, classes }
  })
  const undecided = {
    classes: classes.undecided,
    functions: cloudFunctionNames(config.appId).filter((name) => !Object.hasOwn(FUNCTION_ACCESS, name)),
  }

  const app = express()
  app.disable('x-powered-by')
  // Before anything reads `request.ip` (the rate limits; Parse, mounted below, inherits it).
  app.set('trust proxy', config.trustProxy)
  app.use(responseHeaders(config.corsOrigins), badRequestLog(log, clientLines))
  // Pictures beside the API, not through Parse: no app id, no session, no JSON body to parse.
  const mediaLog = log.child({ part: 'media' })
  const media = createMediaService({
    sources: createPictureSources(pool, config.chainId),
    chainId: config.chainId,
    config: config.media,
    log: mediaLog,
  })
  app.use('/media', mediaHandler(media, mediaLog))
  app.use(METADATA_PATH, metadataHandler(metadata))
  app.get(`${config.mountPath}/health`, healthHandler(pool))
  app.get(`${config.mountPath}${LIVE_STREAM_PATH}`, live.handler)
  // The on-ramp provider's webhooks: raw bytes (the signature covers them), so before Parse's JSON body.
  if (sources.onramp)
    app.post(`${config.mountPath}${ONRAMP_WEBHOOK_PATH}`, ...onrampWebhookHandler(sources.onramp, onrampStore, log))
  app.use(
    config.mountPath,
    allowOrigin(parseCorsHeaders(options)),
    rateLimits(
      {
        authPerMinute: config.authRateLimitPerMinute,
        pageViewsPerMinute: config.budgets.pageViewsPerMinute,
        postOrdersPerMinute: config.budgets.postOrdersPerMinute,
      },
      budgets.storeFor,
      (error) => {
        // An outage of the budgets' store: its cause once, within the lines clients may cause.
        if (clientLines.take()) log.warn({ err: error }, 'rate-limit budget store unavailable')
      },
    ),
    uploadGuard({ maxBytes: config.files.maxBytes }),
    fileServeHeaders(),
    jsonBody(),
    queryParameters(),
    functionParameters(),
    requestGuards(),
    unavailableStatus(),
    overBudgetStatus(),
    closedPathGuard(),
    extraUserFields(),
    earlySignInChecks.middleware,
    ethAddressClass(config.appId, sessionUserLookup(inProcessParse)),
    fastFunctions({ appId: config.appId, routes: functions.fast, log }),
    parseApp,
  )
  if (config.dashboard) await mountDashboard(app, config)
  if (config.demoAssetsDir) app.use('/demo', serveDemoAssets(config.demoAssetsDir))
  app.use(finalErrorHandler(log))

  const httpServer = createHttpServer(app)
  // The other workers' orders, checked and stored here with this worker's own.
  const keptOrderBook = orderBook?.keeper
    ? await serveOrderBook(
        orderBook.socketPath,
        (params) => serverApi.call('postOrder', params as FunctionParameters<'postOrder'>, {}),
        log,
      )
    : null
  await beforeListen?.()
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(config.port, resolve)
  })
  // handleShutdown closes the server it is given; this one is ours, not one Parse started.
  api.server = httpServer
  await upgradeWalletUsers(inProcessParse())

  return {
    url: config.serverUrl,
    httpServer,
    undecided,
    close: async () => {
      await keptOrderBook?.close()
      market.orderBook?.close()
      await live.close()
      httpServer.closeAllConnections()
      await api.handleShutdown()
      await budgets.close()
      await pool.end()
      // Parse ends its own connections (its pool, the schema hooks' LISTEN) without waiting for
      // them: give them a moment, so that a database stopped next does not find them open.
      await new Promise((resolve) => setTimeout(resolve, 250))
    },
  }
}
