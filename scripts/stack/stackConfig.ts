import { list, parseEnv, port, shared, url } from '@vitrine/runtime/config'
import { z } from 'zod'

/** The parts of the stack a box may run; the database and the chain come with the first box alone. */
export const COMPONENTS = ['server', 'indexer', 'web'] as const
export type StackComponent = (typeof COMPONENTS)[number]

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
  /** The parts this box runs (comma-separated): a box joining a deployment may run fewer. */
  COMPONENTS: list
    .transform((names) => (names.length ? names : [...COMPONENTS]))
    .refine(
      (names) => names.every((name) => (COMPONENTS as readonly string[]).includes(name)),
      `must name some of ${COMPONENTS.join(', ')} (comma-separated)`,
    )
    .transform((names) => new Set(names as StackComponent[])),
  /** The master key; unset, the one generated into the data folder. Boxes of one deployment share it. */
  MASTER_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Set for files kept in a folder or a bucket every box reads (a box joining a deployment needs one). */
  FILES_DIR: z.string().optional(),
  FILES_S3_BUCKET: z.string().optional(),
}

export type StackConfig = ReturnType<typeof parseStackConfig>

export function parseStackConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv('stack', variables, env)
}
