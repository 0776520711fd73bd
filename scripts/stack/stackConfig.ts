import { parseEnv, port, shared, url } from '@vitrine/runtime/config'
import { z } from 'zod'

/** What `npm start` reads from the environment; every variable is in docs/configuration.md. */
const variables = {
  APP_ID: shared.APP_ID,
  CHAIN_ID: shared.CHAIN_ID,
  LOG_LEVEL: shared.LOG_LEVEL,
  PORT: shared.PORT,
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: url.optional(),
  PG_PORT: port.default(5433),
  RPC_URL: url.optional(),
  ANVIL_PORT: port.default(8545),
  WEB_PORT: port.default(3000),
  /** `dev`: next dev (fast start, compiles on demand); `production`: next build, then next start. */
  WEB_MODE: z.enum(['dev', 'production']).default('dev'),
  /** Origins browsers may call the backend from (comma-separated); unset: any origin. */
  CORS_ORIGINS: z.string().optional(),
  /** The marketplace fee (the server reads them too): the demo's orders pay it. */
  MARKET_FEE_RECIPIENT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
    .optional(),
  MARKET_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
}

export type StackConfig = ReturnType<typeof parseStackConfig>

export function parseStackConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv('stack', variables, env)
}
