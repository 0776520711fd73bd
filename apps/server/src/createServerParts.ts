import { createPageViewStore, createPool, createReadRouting, migrate } from '@vitrine/db'
import { createChainReads } from '@vitrine/rpc'
import { keptAliveHttp } from '@vitrine/rpc/keptAliveHttp'
import type { Logger } from '@vitrine/runtime/logger'
import { createPublicClient } from 'viem'
import { createWalletSignIn } from './auth/createWalletSignIn.ts'
import { createReadCache } from './cache/createReadCache.ts'
import { parseCacheAdapter } from './cache/parseCacheAdapter.ts'
import type { ServerConfig } from './config.ts'
import { createFilesAdapter } from './files/createFilesAdapter.ts'
import { createIpfsFiles } from './files/ipfsFiles.ts'
import { createFunctionTable } from './functions/functionTable.ts'
import { createServerApi } from './functions/serverApi.ts'
import { createLogBudget } from './http/logBudget.ts'
import { createRateLimitStores } from './http/rateLimitStores/createRateLimitStores.ts'
import { createIpfsClient } from './metadata/createIpfsClient.ts'
import { createMetadataHost } from './metadata/createMetadataHost.ts'
import { ownFileReader } from './metadata/ownFileReader.ts'
import { createErc20InfoReader } from './moralis/erc20Info.ts'
import { createMoralisPaging } from './moralis/moralisInput.ts'
import { createMoralisQueries } from './moralis/moralisQueries.ts'
import { createNftQueries } from './nft/nftQueries.ts'
import { createPageCursor } from './nft/pageCursor.ts'
import { createLiveStream } from './orderBook/liveStream.ts'
import { createLiveStreamBudget, STREAM_LEASE_MS } from './orderBook/liveStreamBudget.ts'
import { connectOrderBook, type OrderBookPlace } from './orderBook/orderBookLink.ts'
import { createOrderStore } from './orderBook/orderStore.ts'
import { connectRedis } from './redis/connectRedis.ts'
import { createTradingSources } from './sources/createTradingSources.ts'
import { createOnrampStore } from './sources/fiat/onrampStore.ts'
import { createLazyItems } from './sources/rarible/createLazyItems.ts'
import { tradingPlugins } from './sources/tradingPlugins.ts'

/** The backend's parts, built once at start and shared by Parse's cloud code and our HTTP routes. */
export type ServerParts = Awaited<ReturnType<typeof createServerParts>>

/**
 * Builds what the server runs on, before Parse starts: the migrated database, the chain clients,
 * the stores and trading sources, the live stream (started), sign-in, the function table.
 */
export async function createServerParts(config: ServerConfig, orderBook: OrderBookPlace | null, log: Logger) {
  // Lines a second at most about what clients cause at will (bad requests, refusals).
  const clientLines = createLogBudget(10)
  const pool = createPool(config.databaseUrl)
  await migrate(pool)
  const replicaLog = log.child({ part: 'replicas' })
  // Public reads (NFT data, the order book, activity, the Moralis reads) on replicas when given.
  const db = createReadRouting(pool, config.readReplicas.urls, {
    maxLagMs: config.readReplicas.maxLagMs,
    onReplicaChange: (replica, serving, cause) =>
      serving
        ? replicaLog.info({ replica }, 'replica serving reads')
        : replicaLog.warn({ replica, err: cause }, 'replica skipped: reads go elsewhere'),
  })
  const pageViews = createPageViewStore(pool)
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : null
  const budgets = createRateLimitStores(pool, redis, log)
  // A user waits on these calls (a contract wallet's sign-in, the sync status): three tries of
  // 2.5 s at most, then the request answers "temporarily unavailable" rather than hang.
  const publicClient = createPublicClient({
    transport: keptAliveHttp(config.rpcUrl, { timeout: 2_500, retryCount: 2, retryDelay: 150 }),
  })
  const nft = {
    queries: createNftQueries(db, config.chainId),
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
    store: createOrderStore(db, config.chainId, { activeOrdersPerMaker: config.budgets.activeOrdersPerMaker }),
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
  // First: a change heard of sends reads to the primary until a replica has it, before the cache
  // drops what it touched (a read begun after the drop must not find the replica without it).
  live.onChange(() => db.wrote())
  live.onChange((change) => readCache.invalidate(change))
  await live.start()
  const signIn = createWalletSignIn(config, pool, publicClient)
  // The functions as Parse runs them, for the public reads answered beside it (fastFunctions) and
  // for the Moralis plugins, which answer over them.
  const functions = createFunctionTable()
  const serverApi = createServerApi(functions)
  const moralis = {
    chainId: config.chainId,
    nft: nft.queries,
    moralis: createMoralisQueries(db.reads, config.chainId),
    paging: createMoralisPaging(nft.cursor),
    client: publicClient,
    erc20: createErc20InfoReader(publicClient),
    seaport: config.market?.seaport ?? null,
    swapRoute: config.swap?.router && config.market ? { router: config.swap.router, weth: config.market.weth } : null,
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
  const ipfsClient = config.ipfsApiUrl ? createIpfsClient(config.ipfsApiUrl) : undefined
  // Files saved with saveIPFS (moralis-v1): pinned there, or kept here by CID for our own gateway.
  const ipfsFiles = createIpfsFiles({
    files: filesAdapter,
    ipfs: ipfsClient,
    publicGateway: config.media.ipfsGateway,
    ownOrigin: new URL(config.serverUrl).origin,
  })
  const metadata = createMetadataHost({
    pool,
    publicOrigin: new URL(config.serverUrl).origin,
    ipfs: ipfsClient,
    readOwnFile: ownFileReader(config.serverUrl, config.appId, filesAdapter),
  })
  return {
    log,
    clientLines,
    pool,
    db,
    pageViews,
    redis,
    budgets,
    parseCache: parseCacheAdapter(redis, log),
    nft,
    sources,
    onrampStore,
    market,
    live,
    readCache,
    signIn,
    functions,
    serverApi,
    moralis,
    filesAdapter,
    ipfsFiles,
    metadata,
  }
}
