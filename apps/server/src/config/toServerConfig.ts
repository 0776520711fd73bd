import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { CANONICAL_WETH } from './chainValues.ts'
import type { ServerEnv } from './serverVariables.ts'

/**
 * The environment, checked by envRules, as the backend's configuration (its shape is the type
 * `ServerConfig` is inferred from: config.ts). Mount path and site origin come after (deriveConfig.ts).
 */
export function toServerConfig(e: ServerEnv) {
  return {
    appId: e.APP_ID,
    port: e.PORT,
    /** Public URL of the API, mount path included, e.g. http://localhost:2053/server */
    serverUrl: e.SERVER_URL ?? `http://localhost:${e.PORT}/server`,
    masterKey: e.MASTER_KEY,
    databaseUrl: e.DATABASE_URL,
    /** Public reads on these replicas while they are within `maxLagMs` of the primary and have what this process knows was written. */
    readReplicas: { urls: e.DATABASE_READ_URLS, maxLagMs: e.READ_REPLICA_MAX_LAG_MS },
    rpcUrl: e.RPC_URL,
    chainId: e.CHAIN_ID,
    /** Origin of the web site: the only domain and URI wallet sign-in messages may name. */
    siteUrl: e.SITE_URL,
    sessionLengthSeconds: e.SESSION_LENGTH_SECONDS,
    siweNonceTtlSeconds: e.SIWE_NONCE_TTL_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    /** What one client address, maker or user may use of what everyone shares; over it: 429 and Retry-After. */
    budgets: {
      /** `POST /events/pageview` per client address and minute. */
      pageViewsPerMinute: e.PAGE_VIEWS_PER_MINUTE,
      /** Live-update streams open at once per client address. */
      liveStreamsPerClient: e.LIVE_STREAMS_PER_CLIENT,
      /** Orders posted (`postOrder` and the plugins' posts) per client address and minute. */
      postOrdersPerMinute: e.POST_ORDERS_PER_MINUTE,
      /** Open orders (active or inactive, not yet expired) one maker address may have in the order book. */
      activeOrdersPerMaker: e.ACTIVE_ORDERS_PER_MAKER,
      /** Saves of a new `email` by the user themselves, per user and day. */
      emailChangesPerDay: e.EMAIL_CHANGES_PER_DAY,
    },
    /** Parse's live queries on the API's socket: what one client may hold and send. */
    liveQuery: {
      /** Live query sockets open at once per client address. */
      socketsPerClient: e.LIVE_QUERY_SOCKETS_PER_CLIENT,
      /** Subscriptions one socket may hold. */
      subscriptionsPerSocket: e.LIVE_SUBSCRIPTIONS_PER_SOCKET,
      /** Messages one socket may send per minute (a burst of a minute's worth, then that pace). */
      messagesPerMinute: e.LIVE_QUERY_MESSAGES_PER_MINUTE,
    },
    /** Processes serving the port (node:cluster); default one per core. */
    workers: e.SERVER_WORKERS ?? availableParallelism(),
    /** Redis for the rate-limit budgets (redis:// or rediss://); unset: they live in the database. */
    redisUrl: e.REDIS_URL,
    /** Which proxies in front are believed about the client's address (rate-limit budgets are per address). */
    trustProxy: e.TRUST_PROXY,
    /** Addresses and subnets the master key is accepted from: loopback, and those MASTER_KEY_IPS adds. */
    masterKeyIps: e.MASTER_KEY_IPS,
    /** moralis-v1's sign-in (`moralisEth`): its signing messages, the stamp accepted or not. */
    moralisSignIn: { messages: e.MORALIS_SIGNING_MESSAGES, legacyStamp: e.MORALIS_LEGACY_SIGN_IN },
    dashboard: e.DASHBOARD,
    /** Origins browsers may call the API from; undefined: any origin. */
    corsOrigins: e.CORS_ORIGINS,
    /** Folder of the demo collections' pictures and metadata, served under `/demo`. */
    demoAssetsDir: e.DEMO_ASSETS_DIR,
    /** The media service (`/media`): where it keeps its pictures, where and how it fetches them. */
    media: {
      /** Folder of the rendered pictures (created if missing). */
      cacheDir: resolve(e.MEDIA_CACHE_DIR),
      ipfsGateway: e.IPFS_GATEWAY,
      arweaveGateway: e.ARWEAVE_GATEWAY,
      /** `host:port` entries the fetcher may reach even on private addresses (local development: our own `/demo`). */
      allowedHosts: e.MEDIA_ALLOWED_HOSTS,
      timeoutMs: e.MEDIA_TIMEOUT_MS,
      /** Size limit of one fetched picture. */
      maxBytes: e.MEDIA_MAX_BYTES,
      /** Pixel limit of one decoded picture (all frames of an animation): a decompression bomb stops here. */
      maxPixels: e.MEDIA_MAX_PIXELS,
      /** Pictures fetched and rendered at once; more wait in a bounded queue. */
      concurrency: e.MEDIA_CONCURRENCY,
    },
    /** How the order book reads a lazy listing's metadata document when it is posted (as the indexer's). */
    metadata: {
      /** `host:port` entries readable even on private addresses (local development: our own `/metadata`, `/demo`). */
      allowedHosts: e.METADATA_ALLOWED_HOSTS,
      timeoutMs: e.METADATA_TIMEOUT_MS,
      maxBytes: e.METADATA_MAX_BYTES,
    },
    files: filesConfig(e),
    /** A Kubo-compatible IPFS HTTP API: hosted metadata (and its pictures) are pinned there. */
    ipfsApiUrl: e.IPFS_API_URL,
    /** The CollectionFactory the create page deploys through (`npm start` passes its own); unset: creating is off. */
    collectionFactory: e.COLLECTION_FACTORY,
    logLevel: e.LOG_LEVEL,
    /** The marketplace; null on a chain with no known WETH (then its functions say it is off). */
    market: marketConfig(e),
    /** The `fiat` trading source's card on-ramp (MoonPay's widget and webhooks); null: off. */
    onramp: onrampConfig(e),
    /** The `oneInch` trading source (paying with another token); null: off. */
    swap: swapConfig(e),
    /** Rarible's order API (read-only: its listings of our tokens, the `rarible` source); null: off. */
    /** The operator's cloud code: its file, and whether a change reloads it (NODE_ENV=development). */
    cloudCode: e.CLOUD_CODE ? { file: resolve(e.CLOUD_CODE), reload: e.NODE_ENV === 'development' } : undefined,
    raribleApi: e.RARIBLE_API_URL && e.RARIBLE_API_KEY ? { url: e.RARIBLE_API_URL, apiKey: e.RARIBLE_API_KEY } : null,
  }
}

/** Uploaded files (Parse Files): where they are kept and what an upload may be. */
function filesConfig(e: ServerEnv) {
  const s3 = e.FILES_S3_BUCKET
    ? {
        bucket: e.FILES_S3_BUCKET,
        /** The store's endpoint (MinIO, R2, a local fake …); unset: AWS S3 in `region`. */
        endpoint: e.FILES_S3_ENDPOINT,
        region: e.FILES_S3_REGION,
        /** Unset: the AWS SDK's own credential chain (environment, instance role). */
        credentials:
          e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.FILES_S3_ACCESS_KEY_ID, secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY }
            : undefined,
        /** Key prefix of every file in the bucket. */
        prefix: e.FILES_S3_PREFIX,
      }
    : undefined
  return {
    /** Folder of the file-system adapter (created if missing); unused with `s3`. */
    dir: resolve(e.FILES_DIR),
    /** Size limit of one upload. */
    maxBytes: e.FILE_MAX_BYTES,
    /** Uploads per user and minute, shared by every worker and instance. */
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    /** Bytes uploaded per user and day, shared by every worker and instance. */
    uploadBytesPerDay: e.UPLOAD_BYTES_PER_DAY,
    /** An S3-compatible store instead of the folder (`@parse/s3-files-adapter`); a test may leave it out. */
    ...(s3 ? { s3 } : {}),
  }
}

/** Where the order book's orders go and what they must pay (`getMarketConfig`, PRODUCT.md §6). */
function marketConfig(e: ServerEnv) {
  const weth = e.WETH_ADDRESS ?? CANONICAL_WETH[e.CHAIN_ID]
  if (!weth) return null
  return {
    seaport: e.SEAPORT_ADDRESS,
    conduitKey: e.CONDUIT_KEY,
    conduit: e.CONDUIT_ADDRESS,
    weth,
    /** The ERC-20s offers may be paid in: `weth` first, then those OFFER_CURRENCIES lists. */
    offerCurrencies: [...new Set([weth, ...e.OFFER_CURRENCIES])],
    feeRecipient: e.MARKET_FEE_BPS > 0 ? (e.MARKET_FEE_RECIPIENT ?? null) : null,
    feeBps: e.MARKET_FEE_BPS,
  }
}

/** A MoonPay-style on-ramp, when all four of its variables are set (envRules refuses some of them). */
function onrampConfig(e: ServerEnv) {
  const { ONRAMP_PROVIDER_URL, ONRAMP_API_KEY, ONRAMP_SECRET_KEY, ONRAMP_WEBHOOK_KEY } = e
  if (!ONRAMP_PROVIDER_URL || !ONRAMP_API_KEY || !ONRAMP_SECRET_KEY || !ONRAMP_WEBHOOK_KEY) return null
  return {
    /** The widget's base URL, e.g. https://buy.moonpay.com (or a sandbox, or a local fake). */
    providerUrl: ONRAMP_PROVIDER_URL,
    /** The publishable key the widget URL names. */
    apiKey: ONRAMP_API_KEY,
    /** Signs widget URLs (HMAC-SHA256): never leaves the server. */
    secretKey: ONRAMP_SECRET_KEY,
    /** Checks webhooks' `Moonpay-Signature-V2` (HMAC-SHA256). */
    webhookKey: ONRAMP_WEBHOOK_KEY,
    /** How old (or how far ahead) a webhook's signed timestamp may be: older ones are replays. */
    webhookToleranceSeconds: e.ONRAMP_WEBHOOK_TOLERANCE_SECONDS,
  }
}

/**
 * Where swaps are priced: 1inch's Swap API when its URL and key are set, else a Uniswap V2
 * Router02 on this chain (`npm start` deploys one) with the tokens it offers besides ETH and WETH.
 */
function swapConfig(e: ServerEnv) {
  const oneInch =
    e.ONEINCH_API_URL && e.ONEINCH_API_KEY ? { apiUrl: e.ONEINCH_API_URL, apiKey: e.ONEINCH_API_KEY } : null
  if (!oneInch && !e.SWAP_ROUTER_ADDRESS) return null
  return { router: e.SWAP_ROUTER_ADDRESS ?? null, tokens: e.SWAP_TOKENS, oneInch }
}
