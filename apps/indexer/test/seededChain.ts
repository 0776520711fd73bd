import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPool, migrate } from '@vitrine/db'
import { type AnvilHandle, type Deployment, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type pg from 'pg'
import { inject } from 'vitest'

export type SeededChain = {
  anvil: AnvilHandle
  pool: pg.Pool
  dataDir: string
  deployment: Deployment
  /** The deployment's Seaport, as backfill and follow take it. */
  seaport: ReadonlySet<string>
  stop: () => Promise<void>
}

/**
 * A test's own anvil with the demo seeded (token URIs under `assetsBaseUrl`), and the shared test
 * database with the index emptied: each test file starts from block 0 of a chain of its own.
 */
export async function startSeededChain(assetsBaseUrl = 'http://localhost:2053/demo'): Promise<SeededChain> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-indexer-chain-'))
  const anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  const deployment = await prepareChain({ rpcUrl: anvil.rpcUrl, dataDir, assetsBaseUrl, seed: true, log: () => {} })
  const pool = createPool(inject('databaseUrl'), 4)
  await migrate(pool)
  for (const table of [
    'sync_state',
    'activity',
    'balances',
    'collection_owners',
    'trait_counts',
    'tokens',
    'collections',
    'blocks',
  ]) {
    await pool.query(`DELETE FROM nft.${table}`)
  }
  return {
    anvil,
    pool,
    dataDir,
    deployment,
    seaport: new Set([deployment.seaport]),
    stop: async () => {
      await pool.end()
      await anvil.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
