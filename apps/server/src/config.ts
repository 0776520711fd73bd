import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { CANONICAL_SEAPORT, OPENSEA_CONDUIT, OPENSEA_CONDUIT_KEY } from '@vitrine/market'
import {
  ConfigurationError,
  flag,
  type LogLevel,
  list,
  parseEnv,
  positiveInt,
  shared,
  url,
} from '@vitrine/runtime/config'
import express from 'express'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'
import { isLoopbackUrl } from './auth/siteOrigins.ts'

/** Express's `trust proxy`: none (false), a number of hops, or addresses, subnets and names. */
export type TrustProxy = false | number | string[]

/**
 * `TRUST_PROXY` as Express reads it; a value Express cannot compile (a bad address) is an error,
 * and so is `true`: it believes every hop, so any client would choose its own address — its
 * rate-limit budgets, and a loopback address the master key is accepted from.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((text, context): TrustProxy => {
    const value = text.trim()
    if (value === '' || value === 'false') return false
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For, so every client could pick its own address (and budget); name the number of proxies in front (e.g. 1) or their addresses/subnets (loopback, 10.0.0.0/8)',
      })
      return false
    }
    if (/^[0-9]+$/.test(value)) return Number(value)
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    try {
      express().set('trust proxy', entries)
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxies, or addresses/subnets (loopback, 10.0.0.0/8 …): ${(error as Error).message}`,
      })
    }
    return entries
  })

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be an address (0x and 40 hex digits)')
  .transform((value) => getAddress(value))
const bytes32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes (0x and 64 hex digits)')
  .transform((value) => value.toLowerCase() as Hex)
/** The canonical WETH of the chains that have one; elsewhere WETH_ADDRESS must say. */
const CANONICAL_WETH: Record<number, Address> = {
  1: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  10: '0x4200000000000000000000000000000000000006',
  8453: '0x4200000000000000000000000000000000000006',
  42161: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  11155111: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
}

/** Where the master key is accepted from by default: this machine only. */
export const LOOPBACK_IPS = ['127.0.0.0/8', '::1']

/**
 * `MASTER_KEY_IPS`: addresses or subnets (a.b.c.d/n, IPv6 too) the master key is also accepted
 * from. Loopback always is: the backend's own master-key calls (Parse's SDK in the process, the
 * demo seed, operator scripts) come from this machine.
 */
const ipList = list.transform((listed, context) => {
  for (const entry of listed) {
    const [ip = '', bits] = entry.split('/')
    const version = isIP(ip)
    const max = version === 4 ? 32 : 128
    if (!version || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= max)))
      context.addIssue({ code: 'custom', message: `${entry} is not an address or a subnet (e.g. 10.0.0.0/8, ::1)` })
  }
  return [...LOOPBACK_IPS, ...listed]
})

const DEFAULT_MORALIS_SIGN_IN_MESSAGE = 'Moralis Authentication'

/**
 * `MORALIS_SIGNING_MESSAGES`: the texts a moralis-v1 app asks wallets to sign (its
 * `authenticate({ signingMessage })`): one message, or several as a JSON array of strings.
 */
const signingMessages = z
  .string()
  .default(DEFAULT_MORALIS_SIGN_IN_MESSAGE)
  .transform((text, context): string[] => {
    if (!text.trimStart().startsWith('[')) return [text]
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((entry) => typeof entry === 'string' && entry))
        return parsed
    } catch {
      // Said below.
    }
    context.addIssue({ code: 'custom', message: 'must be one message, or a JSON array of messages' })
    return []
  })

/** The backend's part of the environment (README's configuration table), with its defaults. */
const variables = {
  APP_ID: shared.APP_ID,
  PORT: shared.PORT,
  CHAIN_ID: shared.CHAIN_ID,
  RPC_URL: shared.RPC_URL,
  LOG_LEVEL: shared.LOG_LEVEL,
  SERVER_URL: z.string().optional(),
  MASTER_KEY: z.string().min(16, 'must be at least 16 characters'),
  DATABASE_URL: url,
  SITE_URL: url.default('http://localhost:3000'),
  SESSION_LENGTH_SECONDS: positiveInt.default(30 * 24 * 3600),
  SIWE_NONCE_TTL_SECONDS: positiveInt.default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  PAGE_VIEWS_PER_MINUTE: positiveInt.default(120),
  LIVE_STREAMS_PER_CLIENT: positiveInt.default(20),
  POST_ORDERS_PER_MINUTE: positiveInt.default(120),
  ACTIVE_ORDERS_PER_MAKER: positiveInt.default(1_000),
  EMAIL_CHANGES_PER_DAY: positiveInt.default(10),
  SERVER_WORKERS: positiveInt.optional(),
  /** Where every worker and instance keeps the rate-limit budgets; unset: in the database. */
  REDIS_URL: url
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379)')
    .optional(),
  TRUST_PROXY: trustProxy,
  MASTER_KEY_IPS: ipList,
  MORALIS_SIGNING_MESSAGES: signingMessages,
  MORALIS_LEGACY_SIGN_IN: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  DASHBOARD: flag,
  CORS_ORIGINS: list.transform((listed, context) => {
    const origins = listed.map((origin) => origin.replace(/\/+$/, ''))
    for (const origin of origins) {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
        context.addIssue({ code: 'custom', message: `${origin} is not an origin (scheme://host[:port])` })
      }
    }
    return origins.length ? origins : undefined
  }),
  DEMO_ASSETS_DIR: z.string().optional(),
  IPFS_GATEWAY: shared.IPFS_GATEWAY,
  MEDIA_CACHE_DIR: z.string().default('.data/media'),
  ARWEAVE_GATEWAY: url.default('https://arweave.net'),
  /** Comma-separated host:port the media service may fetch from even on private addresses (our own /demo in dev). */
  MEDIA_ALLOWED_HOSTS: list,
  MEDIA_TIMEOUT_MS: positiveInt.default(10_000),
  MEDIA_MAX_BYTES: positiveInt.default(20_000_000),
  MEDIA_MAX_PIXELS: positiveInt.default(40_000_000),
  MEDIA_CONCURRENCY: positiveInt.default(4),
  METADATA_ALLOWED_HOSTS: shared.METADATA_ALLOWED_HOSTS,
  METADATA_TIMEOUT_MS: shared.METADATA_TIMEOUT_MS,
  METADATA_MAX_BYTES: shared.METADATA_MAX_BYTES,
  IPFS_API_URL: url.optional(),
  COLLECTION_FACTORY: address.optional(),
  FILES_DIR: z.string().default('.data/files'),
  FILE_MAX_BYTES: positiveInt.default(20_000_000),
  UPLOADS_PER_MINUTE: positiveInt.default(600),
  UPLOAD_BYTES_PER_DAY: positiveInt.default(1_000_000_000),
  FILES_S3_BUCKET: z.string().optional(),
  FILES_S3_ENDPOINT: url.optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  FILES_S3_PREFIX: z.string().default(''),
  SEAPORT_ADDRESS: address.default(CANONICAL_SEAPORT),
  CONDUIT_KEY: bytes32.default(OPENSEA_CONDUIT_KEY),
  CONDUIT_ADDRESS: address.default(OPENSEA_CONDUIT),
  WETH_ADDRESS: address.optional(),
  /** ERC-20s offers may be paid in besides the market's WETH (an offer in any other token is refused). */
  OFFER_CURRENCIES: list.transform((listed, context) =>
    listed.map((entry) => {
      if (!isAddress(entry, { strict: false }))
        context.addIssue({ code: 'custom', message: `${entry} is not an address` })
      return isAddress(entry, { strict: false }) ? getAddress(entry) : (entry as Address)
    }),
  ),
  MARKET_FEE_RECIPIENT: address.optional(),
  MARKET_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  ONRAMP_PROVIDER_URL: url.optional(),
  ONRAMP_API_KEY: z.string().optional(),
  ONRAMP_SECRET_KEY: z.string().optional(),
  ONRAMP_WEBHOOK_KEY: z.string().optional(),
  ONRAMP_WEBHOOK_TOLERANCE_SECONDS: positiveInt.default(300),
  SWAP_ROUTER_ADDRESS: address.optional(),
  SWAP_TOKENS: list.transform((listed, context) =>
    listed.map((entry) => {
      if (!isAddress(entry, { strict: false }))
        context.addIssue({ code: 'custom', message: `${entry} is not an address` })
      return isAddress(entry, { strict: false }) ? getAddress(entry) : (entry as Address)
    }),
  ),
  ONEINCH_API_URL: url.optional(),
  ONEINCH_API_KEY: z.string().optional(),
  RARIBLE_API_URL: url.optional(),
  RARIBLE_API_KEY: z.string().optional(),
}

/** Where the order book's orders go and what they must pay (`getMarketConfig`, PRODUCT.md §6). */
export type MarketConfig = {
  seaport: Address
  conduitKey: Hex
  conduit: Address
  weth: Address
  /** The ERC-20s offers may be paid in: `weth` first, then those OFFER_CURRENCIES lists. */
  offerCurrencies: Address[]
  feeRecipient: Address | null
  feeBps: number
}

export type ServerConfig = {
  appId: string
  port: number
  /** Public URL of the API, mount path included, e.g. http://localhost:2053/server */
  serverUrl: string
  mountPath: string
  masterKey: string
  databaseUrl: string
  rpcUrl: string
  chainId: number
  /** Origin of the web site: the only domain and URI wallet sign-in messages may name. */
  siteUrl: string
  sessionLengthSeconds: number
  siweNonceTtlSeconds: number
  authRateLimitPerMinute: number
  /** Budgets of shared resources per client address, maker or user (README), shared by every worker and instance. */
  budgets: BudgetsConfig
  /** Processes serving the port (node:cluster); default one per core. */
  workers: number
  /** Redis for the rate-limit budgets (redis:// or rediss://); unset: they live in the database. */
  redisUrl?: string | undefined
  /** Which proxies in front are believed about the client's address (rate-limit budgets are per address). */
  trustProxy: TrustProxy
  /** Addresses and subnets the master key is accepted from: loopback, and those MASTER_KEY_IPS adds. */
  masterKeyIps?: string[] | undefined
  /** moralis-v1's sign-in (`moralisEth`); unset: the SDK's default message, the stamp accepted. */
  moralisSignIn?: MoralisSignInConfig | undefined
  dashboard: boolean
  /** Origins browsers may call the API from; undefined: any origin. */
  corsOrigins?: string[] | undefined
  /** Folder of the demo collections' pictures and metadata, served under `/demo`. */
  demoAssetsDir?: string | undefined
  media: MediaConfig
  /** How the order book reads a lazy listing's metadata document when it is posted. */
  metadata: MetadataConfig
  files: FilesConfig
  /** A Kubo-compatible IPFS HTTP API: hosted metadata (and its pictures) are pinned there. */
  ipfsApiUrl?: string | undefined
  /** The CollectionFactory the create page deploys through (`npm start` passes its own); unset: creating is off. */
  collectionFactory?: Address | undefined
  logLevel: LogLevel
  /** The marketplace; null on a chain with no known WETH (then its functions say it is off). */
  market?: MarketConfig | null
  /** The `fiat` trading source's card on-ramp (MoonPay's widget and webhooks); unset: off. */
  onramp?: OnrampConfig | null | undefined
  /** The `oneInch` trading source (paying with another token); unset: off. */
  swap?: SwapConfig | null | undefined
  /** Rarible's order API (read-only: its listings of our tokens, the `rarible` source); unset: off. */
  raribleApi?: RaribleApiConfig | null | undefined
}

/**
 * Where swaps are priced: 1inch's Swap API when its URL and key are set, else a Uniswap V2
 * Router02 on this chain (`npm start` deploys one) with the tokens it offers besides ETH and WETH.
 */
export type SwapConfig = {
  router: Address | null
  tokens: Address[]
  oneInch: { apiUrl: string; apiKey: string } | null
}

/** What a moralis-v1 sign-in (`authData.moralisEth`) may have signed, besides a Vitrine SIWE challenge. */
export type MoralisSignInConfig = {
  /** The app's signing messages: the text before the `Id: <appId>:<server time>` stamp must be one. */
  messages: string[]
  /** Accept the stamped messages at all (`false`: only SIWE challenges sign in). */
  legacyStamp: boolean
}

/** moralis-v1's own default signing message, accepted stamped (as the SDK's `authenticate()` signs it). */
export const DEFAULT_MORALIS_SIGN_IN: MoralisSignInConfig = {
  messages: [DEFAULT_MORALIS_SIGN_IN_MESSAGE],
  legacyStamp: true,
}

/** Rarible's Multichain Protocol API: its base URL (https://api.rarible.org, or a local fake) and key. */
export type RaribleApiConfig = { url: string; apiKey: string }

/** A MoonPay-style on-ramp: its widget, the keys that sign its URLs and check its webhooks. */
export type OnrampConfig = {
  /** The widget's base URL, e.g. https://buy.moonpay.com (or a sandbox, or a local fake). */
  providerUrl: string
  /** The publishable key the widget URL names. */
  apiKey: string
  /** Signs widget URLs (HMAC-SHA256): never leaves the server. */
  secretKey: string
  /** Checks webhooks' `Moonpay-Signature-V2` (HMAC-SHA256). */
  webhookKey: string
  /** How old (or how far ahead) a webhook's signed timestamp may be: older ones are replays. */
  webhookToleranceSeconds: number
}

/** The media service (`/media`): where it keeps its pictures, where and how it fetches them. */
export type MediaConfig = {
  /** Folder of the rendered pictures (created if missing). */
  cacheDir: string
  ipfsGateway: string
  arweaveGateway: string
  /** `host:port` entries the fetcher may reach even on private addresses (local development: our own `/demo`). */
  allowedHosts: string[]
  timeoutMs: number
  /** Size limit of one fetched picture. */
  maxBytes: number
  /** Pixel limit of one decoded picture (all frames of an animation): a decompression bomb stops here. */
  maxPixels: number
  /** Pictures fetched and rendered at once; more wait in a bounded queue. */
  concurrency: number
}

/** What one client address, maker or user may use of what everyone shares; over it: 429 and Retry-After. */
export type BudgetsConfig = {
  /** `POST /events/pageview` per client address and minute. */
  pageViewsPerMinute: number
  /** Live-update streams open at once per client address. */
  liveStreamsPerClient: number
  /** Orders posted (`postOrder` and the plugins' posts) per client address and minute. */
  postOrdersPerMinute: number
  /** Open orders (active or inactive, not yet expired) one maker address may have in the order book. */
  activeOrdersPerMaker: number
  /** Saves of a new `email` by the user themselves, per user and day. */
  emailChangesPerDay: number
}

/** A metadata document's read (as the indexer's, through `IPFS_GATEWAY`): where from, how long, how large. */
export type MetadataConfig = {
  /** `host:port` entries readable even on private addresses (local development: our own `/metadata`, `/demo`). */
  allowedHosts: string[]
  timeoutMs: number
  maxBytes: number
}

/** Uploaded files (Parse Files): where they are kept and what an upload may be. */
export type FilesConfig = {
  /** Folder of the file-system adapter (created if missing); unused with `s3`. */
  dir: string
  /** Size limit of one upload. */
  maxBytes: number
  /** Uploads per user and minute, shared by every worker and instance. */
  uploadsPerMinute: number
  /** Bytes uploaded per user and day, shared by every worker and instance. */
  uploadBytesPerDay: number
  /** An S3-compatible store instead of the folder (`@parse/s3-files-adapter`). */
  s3?: S3FilesConfig | undefined
}

export type S3FilesConfig = {
  bucket: string
  /** The store's endpoint (MinIO, R2, a local fake …); unset: AWS S3 in `region`. */
  endpoint?: string | undefined
  region: string
  /** Unset: the AWS SDK's own credential chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  /** Key prefix of every file in the bucket. */
  prefix: string
}

/** Parses the environment once; a bad value fails with a message naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const e = parseEnv('backend', variables, env)
  return resolveConfig({
    appId: e.APP_ID,
    port: e.PORT,
    serverUrl: e.SERVER_URL ?? `http://localhost:${e.PORT}/server`,
    masterKey: e.MASTER_KEY,
    databaseUrl: e.DATABASE_URL,
    rpcUrl: e.RPC_URL,
    chainId: e.CHAIN_ID,
    siteUrl: e.SITE_URL,
    sessionLengthSeconds: e.SESSION_LENGTH_SECONDS,
    siweNonceTtlSeconds: e.SIWE_NONCE_TTL_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    budgets: {
      pageViewsPerMinute: e.PAGE_VIEWS_PER_MINUTE,
      liveStreamsPerClient: e.LIVE_STREAMS_PER_CLIENT,
      postOrdersPerMinute: e.POST_ORDERS_PER_MINUTE,
      activeOrdersPerMaker: e.ACTIVE_ORDERS_PER_MAKER,
      emailChangesPerDay: e.EMAIL_CHANGES_PER_DAY,
    },
    workers: e.SERVER_WORKERS ?? availableParallelism(),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    masterKeyIps: e.MASTER_KEY_IPS,
    moralisSignIn: { messages: e.MORALIS_SIGNING_MESSAGES, legacyStamp: e.MORALIS_LEGACY_SIGN_IN },
    dashboard: e.DASHBOARD,
    corsOrigins: e.CORS_ORIGINS,
    demoAssetsDir: e.DEMO_ASSETS_DIR,
    media: {
      cacheDir: resolve(e.MEDIA_CACHE_DIR),
      ipfsGateway: e.IPFS_GATEWAY,
      arweaveGateway: e.ARWEAVE_GATEWAY,
      allowedHosts: e.MEDIA_ALLOWED_HOSTS,
      timeoutMs: e.MEDIA_TIMEOUT_MS,
      maxBytes: e.MEDIA_MAX_BYTES,
      maxPixels: e.MEDIA_MAX_PIXELS,
      concurrency: e.MEDIA_CONCURRENCY,
    },
    metadata: {
      allowedHosts: e.METADATA_ALLOWED_HOSTS,
      timeoutMs: e.METADATA_TIMEOUT_MS,
      maxBytes: e.METADATA_MAX_BYTES,
    },
    files: filesConfig(e),
    ipfsApiUrl: e.IPFS_API_URL,
    collectionFactory: e.COLLECTION_FACTORY,
    logLevel: e.LOG_LEVEL,
    market: marketConfig(e),
    onramp: onrampConfig(e),
    swap: swapConfig(e),
    raribleApi: raribleApiConfig(e),
  })
}

/** Checks the two values nothing works without, then derives the mount path and site origin. */
export function resolveConfig(config: Omit<ServerConfig, 'mountPath'>): ServerConfig {
  if (!config.appId) throw new ConfigurationError('No appId is provided... Set APP_ID (default: vitrine).')
  if (!config.serverUrl) {
    throw new ConfigurationError('No serverUrl is provided... Set SERVER_URL (e.g. http://localhost:2053/server).')
  }
  let url: URL
  try {
    url = new URL(config.serverUrl)
  } catch (cause) {
    throw new ConfigurationError(`SERVER_URL is not a URL: ${config.serverUrl}`, { cause })
  }
  // The dashboard's password is the master key: never sent in clear beyond this machine.
  if (config.dashboard && url.protocol === 'http:' && !isLoopbackUrl(url))
    throw new ConfigurationError(
      `DASHBOARD: its password is the master key, which would cross the network in clear at ${url.origin}. Serve the API over HTTPS (SERVER_URL https://…), or keep the dashboard on localhost.`,
    )
  const mountPath = url.pathname.replace(/\/+$/, '') || '/'
  return { ...config, mountPath, siteUrl: new URL(config.siteUrl).origin }
}

function filesConfig(e: ReturnType<typeof parseEnv<typeof variables>>): FilesConfig {
  const keys = [e.FILES_S3_ACCESS_KEY_ID, e.FILES_S3_SECRET_ACCESS_KEY]
  if (keys.filter(Boolean).length === 1)
    throw new ConfigurationError(
      'Invalid backend configuration:\n  FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY: set both or neither',
    )
  if (!e.FILES_S3_BUCKET && (e.FILES_S3_ENDPOINT || keys.some(Boolean)))
    throw new ConfigurationError(
      'Invalid backend configuration:\n  FILES_S3_BUCKET: needed with the other FILES_S3_ variables',
    )
  return {
    dir: resolve(e.FILES_DIR),
    maxBytes: e.FILE_MAX_BYTES,
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    uploadBytesPerDay: e.UPLOAD_BYTES_PER_DAY,
    s3: e.FILES_S3_BUCKET
      ? {
          bucket: e.FILES_S3_BUCKET,
          endpoint: e.FILES_S3_ENDPOINT,
          region: e.FILES_S3_REGION,
          credentials:
            e.FILES_S3_ACCESS_KEY_ID && e.FILES_S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.FILES_S3_ACCESS_KEY_ID, secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY }
              : undefined,
          prefix: e.FILES_S3_PREFIX,
        }
      : undefined,
  }
}

/** Values no log line may show: the master key, and URLs that may carry credentials. */
export const secretsOf = (config: ServerConfig) =>
  [
    config.masterKey,
    config.databaseUrl,
    config.rpcUrl,
    config.files.s3?.credentials?.secretAccessKey,
    config.onramp?.secretKey,
    config.onramp?.webhookKey,
    config.swap?.oneInch?.apiKey,
    config.raribleApi?.apiKey,
    config.redisUrl,
  ].filter((secret): secret is string => Boolean(secret))

function marketConfig(e: ReturnType<typeof parseEnv<typeof variables>>): MarketConfig | null {
  const weth = e.WETH_ADDRESS ?? CANONICAL_WETH[e.CHAIN_ID]
  if (e.MARKET_FEE_BPS > 0 && !e.MARKET_FEE_RECIPIENT)
    throw new ConfigurationError('Invalid backend configuration:\n  MARKET_FEE_BPS: needs MARKET_FEE_RECIPIENT')
  if (!weth) return null
  return {
    seaport: e.SEAPORT_ADDRESS,
    conduitKey: e.CONDUIT_KEY,
    conduit: e.CONDUIT_ADDRESS,
    weth,
    offerCurrencies: [...new Set([weth, ...e.OFFER_CURRENCIES])],
    feeRecipient: e.MARKET_FEE_BPS > 0 ? (e.MARKET_FEE_RECIPIENT ?? null) : null,
    feeBps: e.MARKET_FEE_BPS,
  }
}

const ONRAMP_VARIABLES = ['ONRAMP_PROVIDER_URL', 'ONRAMP_API_KEY', 'ONRAMP_SECRET_KEY', 'ONRAMP_WEBHOOK_KEY'] as const

/** The on-ramp is on when all four of its variables are set, off when none is; some is a mistake. */
function onrampConfig(e: ReturnType<typeof parseEnv<typeof variables>>): OnrampConfig | null {
  const set = ONRAMP_VARIABLES.filter((name) => e[name])
  if (set.length === 0) return null
  if (set.length < ONRAMP_VARIABLES.length)
    throw new ConfigurationError(
      `Invalid backend configuration:\n  ${ONRAMP_VARIABLES.filter((name) => !e[name]).join(', ')}: needed with ${set.join(', ')} (set all four or none)`,
    )
  return {
    providerUrl: e.ONRAMP_PROVIDER_URL as string,
    apiKey: e.ONRAMP_API_KEY as string,
    secretKey: e.ONRAMP_SECRET_KEY as string,
    webhookKey: e.ONRAMP_WEBHOOK_KEY as string,
    webhookToleranceSeconds: e.ONRAMP_WEBHOOK_TOLERANCE_SECONDS,
  }
}

/** On with ONEINCH_API_URL and ONEINCH_API_KEY (both or neither), or with SWAP_ROUTER_ADDRESS. */
function swapConfig(e: ReturnType<typeof parseEnv<typeof variables>>): SwapConfig | null {
  if (Boolean(e.ONEINCH_API_URL) !== Boolean(e.ONEINCH_API_KEY))
    throw new ConfigurationError(
      'Invalid backend configuration:\n  ONEINCH_API_URL, ONEINCH_API_KEY: set both or neither',
    )
  const oneInch =
    e.ONEINCH_API_URL && e.ONEINCH_API_KEY ? { apiUrl: e.ONEINCH_API_URL, apiKey: e.ONEINCH_API_KEY } : null
  if (!oneInch && !e.SWAP_ROUTER_ADDRESS) return null
  return { router: e.SWAP_ROUTER_ADDRESS ?? null, tokens: e.SWAP_TOKENS, oneInch }
}

/** Rarible's API is read when both its URL and key are set, not when neither is; one alone is a mistake. */
function raribleApiConfig(e: ReturnType<typeof parseEnv<typeof variables>>): RaribleApiConfig | null {
  if (!e.RARIBLE_API_URL && !e.RARIBLE_API_KEY) return null
  if (!e.RARIBLE_API_URL || !e.RARIBLE_API_KEY)
    throw new ConfigurationError(
      `Invalid backend configuration:\n  ${e.RARIBLE_API_URL ? 'RARIBLE_API_KEY' : 'RARIBLE_API_URL'}: needed with ${e.RARIBLE_API_URL ? 'RARIBLE_API_URL' : 'RARIBLE_API_KEY'} (set both or neither)`,
    )
  return { url: e.RARIBLE_API_URL, apiKey: e.RARIBLE_API_KEY }
}
