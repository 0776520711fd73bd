import { z } from 'zod'

/** Building blocks of a variable: each parses the environment's text. */
const portMessage = { error: 'must be a port number (1 to 65535)' }
export const port = z.coerce.number(portMessage).int(portMessage).min(1, portMessage).max(65_535, portMessage)
const wholeMessage = { error: 'must be a whole number above 0' }
export const positiveInt = z.coerce.number(wholeMessage).int(wholeMessage).positive(wholeMessage)
export const url = z.string().url({ error: 'must be a URL (e.g. http://host:port/path)' })
/** `true`/`1` or `false`/`0`/empty; anything else is an error, not false. */
export const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')
/** A comma-separated list; blanks dropped. */
export const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Variables several components read, declared once with their defaults (docs/configuration.md).
 * A component spreads the ones it reads into its own shape.
 */
export const shared = {
  // Empty is caught by the backend with the exact message of SEED.md (`No appId is provided...`).
  APP_ID: z.string().default('vitrine'),
  CHAIN_ID: positiveInt.default(31337),
  RPC_URL: url.default('http://127.0.0.1:8545'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Port of the backend (API under /server). */
  PORT: port.default(2053),
  /** The gateway `ipfs://` goes through: the indexer's metadata, the media service's pictures. */
  IPFS_GATEWAY: url.default('https://ipfs.io'),
  /**
   * How a token's metadata document is read: by the indexer (every token's, every lazy item's) and
   * by the order book (a lazy listing's, when it is posted). Comma-separated host:port allowed even
   * on private addresses (our own server in dev), the time limit and the size limit of one document.
   */
  METADATA_ALLOWED_HOSTS: list,
  METADATA_TIMEOUT_MS: positiveInt.default(10_000),
  METADATA_MAX_BYTES: positiveInt.default(1_000_000),
}
