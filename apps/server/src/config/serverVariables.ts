import { CANONICAL_SEAPORT, OPENSEA_CONDUIT, OPENSEA_CONDUIT_KEY } from '@vitrine/market'
import { flag, list, positiveInt, shared, url } from '@vitrine/runtime/config'
import { z } from 'zod'
import { LIVE_QUERY_DEFAULTS } from '../liveQuery/liveQueryDefaults.ts'
import { address, addressList, bytes32 } from './chainValues.ts'
import { masterKeyIps } from './masterKeyIps.ts'
import { legacyStamp, signingMessages } from './moralisSignIn.ts'
import { trustProxy } from './trustProxy.ts'

/** The backend's part of the environment (docs/configuration.md), with its defaults. */
export const serverVariables = {
  APP_ID: shared.APP_ID,
  PORT: shared.PORT,
  CHAIN_ID: shared.CHAIN_ID,
  RPC_URL: shared.RPC_URL,
  LOG_LEVEL: shared.LOG_LEVEL,
  SERVER_URL: z.string().optional(),
  MASTER_KEY: z.string().min(16, 'must be at least 16 characters'),
  DATABASE_URL: url,
  /** Comma-separated PostgreSQL streaming replicas of DATABASE_URL for public reads; unset: every read on the primary. */
  DATABASE_READ_URLS: list.refine(
    (urls) => urls.every((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol)),
    'must be postgres:// URLs, comma-separated',
  ),
  READ_REPLICA_MAX_LAG_MS: positiveInt.default(1_000),
  SITE_URL: url.default('http://localhost:3000'),
  SESSION_LENGTH_SECONDS: positiveInt.default(30 * 24 * 3600),
  SIWE_NONCE_TTL_SECONDS: positiveInt.default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  PAGE_VIEWS_PER_MINUTE: positiveInt.default(120),
  LIVE_STREAMS_PER_CLIENT: positiveInt.default(20),
  LIVE_QUERY_SOCKETS_PER_CLIENT: positiveInt.default(LIVE_QUERY_DEFAULTS.socketsPerClient),
  LIVE_SUBSCRIPTIONS_PER_SOCKET: positiveInt.default(LIVE_QUERY_DEFAULTS.subscriptionsPerSocket),
  LIVE_QUERY_MESSAGES_PER_MINUTE: positiveInt.default(LIVE_QUERY_DEFAULTS.messagesPerMinute),
  POST_ORDERS_PER_MINUTE: positiveInt.default(120),
  ACTIVE_ORDERS_PER_MAKER: positiveInt.default(1_000),
  EMAIL_CHANGES_PER_DAY: positiveInt.default(10),
  SERVER_WORKERS: positiveInt.optional(),
  /** Where every worker and instance keeps the rate-limit budgets; unset: in the database. */
  REDIS_URL: url
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379)')
    .optional(),
  TRUST_PROXY: trustProxy,
  MASTER_KEY_IPS: masterKeyIps,
  MORALIS_SIGNING_MESSAGES: signingMessages,
  MORALIS_LEGACY_SIGN_IN: legacyStamp,
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
  OFFER_CURRENCIES: addressList,
  MARKET_FEE_RECIPIENT: address.optional(),
  MARKET_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  ONRAMP_PROVIDER_URL: url.optional(),
  ONRAMP_API_KEY: z.string().optional(),
  ONRAMP_SECRET_KEY: z.string().optional(),
  ONRAMP_WEBHOOK_KEY: z.string().optional(),
  ONRAMP_WEBHOOK_TOLERANCE_SECONDS: positiveInt.default(300),
  SWAP_ROUTER_ADDRESS: address.optional(),
  SWAP_TOKENS: addressList,
  ONEINCH_API_URL: url.optional(),
  ONEINCH_API_KEY: z.string().optional(),
  RARIBLE_API_URL: url.optional(),
  RARIBLE_API_KEY: z.string().optional(),
  /** The operator's cloud code (a CommonJS file, Moralis-style): loaded in every worker at start. */
  CLOUD_CODE: z.string().min(1).optional(),
  /** `development` reloads CLOUD_CODE when its folder changes. */
  NODE_ENV: z.string().optional(),
}

/** The environment as read, variable by variable, before the rules between them. */
export type ServerEnv = z.output<z.ZodObject<typeof serverVariables>>
