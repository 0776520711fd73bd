import { inTransaction } from '@vitrine/db'
import type pg from 'pg'
import { recountCollections } from './recountCollections.ts'

/**
 * Secondary indexes a bulk load goes without: each row of a long backfill would otherwise update
 * them one random page at a time, most of the database's work; built once at the end, each is a
 * single sorted pass. Primary keys stay: they keep every write exact.
 */
export const BULK_DEFERRED_INDEXES = [
  'activity_by_collection',
  'activity_by_from',
  'activity_by_to',
  'activity_by_token',
  'tokens_by_newest',
  'tokens_metadata_queue',
  'balances_by_owner',
] as const

/** True when a bulk load of this chain is under way (begun by this run or one that was stopped). */
export async function isBulkLoading(pool: pg.Pool, chainId: number): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM nft.bulk_loads WHERE chain_id = $1', [chainId])
  return rowCount === 1
}

/**
 * Begins a bulk load: drops the deferred indexes, keeping their definitions as the catalog has
 * them (the migrations stay their only author), and marks the chain. Batches written from here
 * on leave owner and item counts to `finishBulkLoad`.
 */
export async function startBulkLoad(pool: pg.Pool, chainId: number): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO nft.deferred_indexes (name, definition)
       SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'nft' AND indexname = ANY($1)
       ON CONFLICT (name) DO NOTHING`,
      [BULK_DEFERRED_INDEXES],
    )
    for (const name of BULK_DEFERRED_INDEXES) await client.query(`DROP INDEX IF EXISTS nft.${name}`)
    await client.query('INSERT INTO nft.bulk_loads (chain_id) VALUES ($1) ON CONFLICT DO NOTHING', [chainId])
  })
}

/** Index builds at once: one per core of a small machine, each a sort of its own. */
const PARALLEL_BUILDS = 2

/**
 * Ends a bulk load: every collection of the chain counted again from the tables (owners, items,
 * volume, traits) while the deferred indexes are built from their kept definitions, two at a
 * time, each on a connection of its own (a build only reads its table, as the count does). Only
 * then, in one transaction, the load's mark goes: a crash before leaves the load under way, and
 * the next run finishes it again (the counts made anew, the indexes built if not exists).
 */
export async function finishBulkLoad(pool: pg.Pool, chainId: number): Promise<void> {
  // Another chain's load may still be under way in this database: its indexes wait for it.
  const { rowCount: others } = await pool.query('SELECT 1 FROM nft.bulk_loads WHERE chain_id <> $1', [chainId])
  const { rows: deferred } = others
    ? { rows: [] }
    : await pool.query<{ definition: string }>('SELECT definition FROM nft.deferred_indexes')
  const definitions = deferred.map(({ definition }) =>
    definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
  )
  const build = async () => {
    for (let next = definitions.shift(); next; next = definitions.shift()) await pool.query(next)
  }
  await Promise.all([
    inTransaction(pool, async (client) => {
      const { rows: collections } = await client.query<{ address: string }>(
        'SELECT address FROM nft.collections WHERE chain_id = $1',
        [chainId],
      )
      await recountCollections(
        client,
        chainId,
        collections.map((row) => row.address),
      )
    }),
    ...Array.from({ length: PARALLEL_BUILDS }, build),
  ])
  await inTransaction(pool, async (client) => {
    if (!others) await client.query('DELETE FROM nft.deferred_indexes')
    await client.query('DELETE FROM nft.bulk_loads WHERE chain_id = $1', [chainId])
  })
}
