import type { Logger } from '@vitrine/runtime/logger'
import type pg from 'pg'
import type { PublicClient } from 'viem'
import type { IndexerConfig } from './config.ts'

/**
 * What every part of the indexer runs with, built once at start (main.ts), as Ponder's `common`:
 * the parsed configuration, the logger, the database pool and the chain's client.
 */
export type Common = { config: IndexerConfig; logger: Logger; pool: pg.Pool; client: PublicClient }
