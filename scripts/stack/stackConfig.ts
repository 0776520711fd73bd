import { z } from 'zod'

const port = z.coerce.number().int().min(1).max(65_535)

/** What `npm start` reads from the environment; every variable is in the README's table. */
const schema = z.object({
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  PG_PORT: port.default(5433),
  RPC_URL: z.string().url().optional(),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
  ANVIL_PORT: port.default(8545),
  PORT: port.default(2053),
  WEB_PORT: port.default(3000),
  APP_ID: z.string().min(1, 'must not be empty').default('vitrine'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `dev`: next dev (fast start, compiles on demand); `production`: next build, then next start. */
  WEB_MODE: z.enum(['dev', 'production']).default('dev'),
})

export type StackConfig = z.infer<typeof schema>

export function parseStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
}
