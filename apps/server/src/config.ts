import { parseConfigValue } from '@vitrine/runtime/config'
import { z } from 'zod'
import { deriveConfig, type ServerConfigFields } from './config/deriveConfig.ts'
import { envRules } from './config/envRules.ts'
import { LOOPBACK_IPS } from './config/masterKeyIps.ts'
import { DEFAULT_MORALIS_SIGN_IN } from './config/moralisSignIn.ts'
import { serverVariables } from './config/serverVariables.ts'
import { toServerConfig } from './config/toServerConfig.ts'
import { LIVE_QUERY_DEFAULTS } from './liveQuery/liveQueryDefaults.ts'

/**
 * The backend's configuration, from the environment: each variable parsed (config/serverVariables),
 * the rules between them (config/envRules), its shape (config/toServerConfig), then what is derived
 * of it (config/deriveConfig). The type below is inferred from it: it is written once.
 */
export const serverConfigSchema = z
  .object(serverVariables)
  .superRefine(envRules)
  .transform(toServerConfig)
  .transform(deriveConfig)

export type ServerConfig = z.output<typeof serverConfigSchema>
/** Where the order book's orders go and what they must pay (`getMarketConfig`, PRODUCT.md §6). */
export type MarketConfig = NonNullable<ServerConfig['market']>
export type MediaConfig = ServerConfig['media']
export type MetadataConfig = ServerConfig['metadata']
export type FilesConfig = ServerConfig['files']
export type BudgetsConfig = ServerConfig['budgets']
export type OnrampConfig = NonNullable<ServerConfig['onramp']>
export type SwapConfig = NonNullable<ServerConfig['swap']>
/** The operator's cloud code (CLOUD_CODE): its file, and whether a change reloads it. */
export type CloudCodeConfig = NonNullable<ServerConfig['cloudCode']>
/** Rarible's Multichain Protocol API: its base URL (https://api.rarible.org, or a local fake) and key. */
export type RaribleApiConfig = NonNullable<ServerConfig['raribleApi']>
export type { MoralisSignInConfig } from './config/moralisSignIn.ts'
export type { TrustProxy } from './config/trustProxy.ts'

/** Parses the environment once, at start; a bad value fails with a message naming the variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return parseConfigValue('backend', serverConfigSchema, env)
}

/** What a test may leave out of a configuration it builds: each is off, or its default. */
type Defaulted =
  | 'readReplicas'
  | 'redisUrl'
  | 'masterKeyIps'
  | 'moralisSignIn'
  | 'corsOrigins'
  | 'demoAssetsDir'
  | 'ipfsApiUrl'
  | 'cloudCode'
  | 'liveQuery'
type Nullable = 'collectionFactory' | 'market' | 'onramp' | 'swap' | 'raribleApi'

/** A configuration built in code (tests), checked and derived as the environment's is. */
export function resolveConfig(
  config: Omit<ServerConfigFields, Defaulted | Nullable> & Partial<Pick<ServerConfigFields, Defaulted | Nullable>>,
): ServerConfig {
  const fields: ServerConfigFields = {
    masterKeyIps: LOOPBACK_IPS,
    moralisSignIn: DEFAULT_MORALIS_SIGN_IN,
    readReplicas: { urls: [], maxLagMs: 1_000 },
    redisUrl: undefined,
    liveQuery: LIVE_QUERY_DEFAULTS,
    corsOrigins: undefined,
    demoAssetsDir: undefined,
    ipfsApiUrl: undefined,
    cloudCode: undefined,
    collectionFactory: undefined,
    market: null,
    onramp: null,
    swap: null,
    raribleApi: null,
    ...config,
  }
  return parseConfigValue('backend', z.custom<ServerConfigFields>().transform(deriveConfig), fields)
}

/** Values no log line may show: the master key, and URLs that may carry credentials. */
export const secretsOf = (config: ServerConfig) =>
  [
    config.masterKey,
    config.databaseUrl,
    ...config.readReplicas.urls,
    config.rpcUrl,
    config.files.s3?.credentials?.secretAccessKey,
    config.onramp?.secretKey,
    config.onramp?.webhookKey,
    config.swap?.oneInch?.apiKey,
    config.raribleApi?.apiKey,
    config.redisUrl,
  ].filter((secret): secret is string => Boolean(secret))
