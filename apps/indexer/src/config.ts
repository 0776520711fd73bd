import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** Seaport 1.6, at the same address on every public chain. */
const CANONICAL_SEAPORT = '0x0000000000000068F116a894984e2DB1123eB395'

const schema = z.object({
  DATABASE_URL: z.string().url(),
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  CHAIN_ID: z.coerce.number().int().positive().default(31337),
  /** First block to index on a new database (e.g. the block the contracts were deployed in). */
  START_BLOCK: z.coerce.bigint().nonnegative().default(0n),
  /** Blocks behind the head that backfill stops at; live follow (reorg-safe) does the rest. */
  CONFIRMATIONS: z.coerce.bigint().nonnegative().default(0n),
  /** Blocks per eth_getLogs call to begin the backfill with; it adapts from there. */
  BACKFILL_RANGE: z.coerce.bigint().positive().default(2000n),
  POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** Time limit of one JSON-RPC request before the transport retries it (a stalled node costs this much). */
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Comma-separated Seaport contracts whose sales and cancels are indexed (npm start passes its own). */
  SEAPORT_ADDRESSES: z
    .string()
    .default(CANONICAL_SEAPORT)
    .transform((value) => value.split(',').map((address) => address.trim()))
    .refine(
      (list) => list.every((address) => isAddress(address, { strict: false })),
      'must be addresses, comma-separated',
    )
    .transform((list) => new Set(list.map((address) => getAddress(address)))),
  IPFS_GATEWAY: z.string().url().default('https://ipfs.io'),
  /** Comma-separated host:port allowed for metadata even on private addresses (our own server in dev). */
  METADATA_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  METADATA_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  METADATA_MAX_BYTES: z.coerce.number().int().positive().default(1_000_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
})

export type IndexerConfig = z.infer<typeof schema>

/** Parsed once at start; a bad value fails naming its variable. */
export function parseIndexerConfig(env: NodeJS.ProcessEnv = process.env): IndexerConfig {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid indexer configuration:\n  ${problems.join('\n  ')}`)
}
