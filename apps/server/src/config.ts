import { z } from 'zod'
import { ConfigurationError } from './errors.ts'

const port = z.coerce.number().int().min(1).max(65_535)
const positiveInt = z.coerce.number().int().positive()
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

/** Every environment variable the backend reads, with its default. */
const envSchema = z.object({
  APP_ID: z.string().default('vitrine'),
  PORT: port.default(2053),
  SERVER_URL: z.string().optional(),
  MASTER_KEY: z.string().min(16, 'must be at least 16 characters'),
  DATABASE_URL: z.string().url(),
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  CHAIN_ID: positiveInt.default(31337),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  SESSION_LENGTH_SECONDS: positiveInt.default(30 * 24 * 3600),
  SIWE_NONCE_TTL_SECONDS: positiveInt.default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  DASHBOARD: flag,
  DEMO_ASSETS_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
})

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
  dashboard: boolean
  /** Folder of the demo collections' pictures and metadata, served under `/demo`. */
  demoAssetsDir?: string | undefined
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
}

/** Parses the environment once; a bad value fails with a message naming the variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigurationError(`Invalid backend configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = result.data
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
    dashboard: e.DASHBOARD,
    demoAssetsDir: e.DEMO_ASSETS_DIR,
    logLevel: e.LOG_LEVEL,
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
  } catch {
    throw new ConfigurationError(`SERVER_URL is not a URL: ${config.serverUrl}`)
  }
  const mountPath = url.pathname.replace(/\/+$/, '') || '/'
  return { ...config, mountPath, siteUrl: new URL(config.siteUrl).origin }
}
