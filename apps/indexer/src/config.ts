import { CANONICAL_SEAPORT } from '@vitrine/market'
import { list, parseEnv, positiveInt, shared, url } from '@vitrine/runtime/config'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const block = z.coerce.bigint().nonnegative()

/** The indexer's part of the environment (docs/configuration.md), with its defaults. */
const variables = {
  DATABASE_URL: url,
  RPC_URL: shared.RPC_URL,
  CHAIN_ID: shared.CHAIN_ID,
  LOG_LEVEL: shared.LOG_LEVEL,
  /** First block to index on a new database (e.g. the block the contracts were deployed in). */
  START_BLOCK: block.default(0n),
  /** Blocks behind the head that backfill stops at; live follow (reorg-safe) does the rest. */
  CONFIRMATIONS: block.default(0n),
  /** Blocks per eth_getLogs call to begin the backfill with; it adapts from there. */
  BACKFILL_RANGE: z.coerce.bigint().positive().default(2000n),
  POLL_INTERVAL_MS: positiveInt.default(1000),
  /** How often idle live follow asks the node whether a new block came (eth_blockNumber): a block's wait to be indexed. */
  HEAD_POLL_MS: positiveInt.default(200),
  /** Time limit of one JSON-RPC request before the transport retries it (a stalled node costs this much). */
  RPC_TIMEOUT_MS: positiveInt.default(5000),
  /** Comma-separated Seaport contracts whose sales and cancels are indexed (npm start passes its own). */
  SEAPORT_ADDRESSES: z
    .string()
    .default(CANONICAL_SEAPORT)
    .transform((value) => value.split(',').map((address) => address.trim()))
    .refine(
      (addresses) => addresses.every((address) => isAddress(address, { strict: false })),
      'must be addresses, comma-separated',
    )
    .transform((addresses) => new Set(addresses.map((address) => getAddress(address)))),
  /** Comma-separated CollectionFactory contracts whose new collections are indexed at birth (npm start passes its own). */
  FACTORY_ADDRESSES: list
    .refine(
      (addresses) => addresses.every((address) => isAddress(address, { strict: false })),
      'must be addresses, comma-separated',
    )
    .transform((addresses) => new Set(addresses.map((address) => getAddress(address)))),
  IPFS_GATEWAY: shared.IPFS_GATEWAY,
  METADATA_ALLOWED_HOSTS: shared.METADATA_ALLOWED_HOSTS,
  METADATA_TIMEOUT_MS: shared.METADATA_TIMEOUT_MS,
  METADATA_MAX_BYTES: shared.METADATA_MAX_BYTES,
}

export type IndexerConfig = ReturnType<typeof parseIndexerConfig>

/** Parsed once at start; a bad value fails naming its variable. */
export function parseIndexerConfig(env: Record<string, string | undefined> = process.env) {
  return parseEnv('indexer', variables, env)
}
