import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPool, migrate } from '@vitrine/db'
import { type AnvilHandle, type Deployment, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type pg from 'pg'
import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { inject } from 'vitest'
import { type BackfillParameters, backfill } from '../src/sync/backfill.ts'
import { testCommon } from './testCommon.ts'

export type SeededChain = {
  chainId: number
  /** The chain, for wallet clients (anvil's, with this chain id). */
  chain: Chain
  anvil: AnvilHandle
  pool: pg.Pool
  dataDir: string
  deployment: Deployment
  /** The deployment's Seaport, as backfill and follow take it. */
  seaport: ReadonlySet<string>
  /** A client of its anvil, straight (no retries, no proxy), polling every 50 ms. */
  client: PublicClient
  /** Backfills this chain from block 0 to the head `client` sees (from the cursor, if any). */
  backfillToHead: (client?: PublicClient, options?: Partial<BackfillParameters>) => ReturnType<typeof backfill>
  stop: () => Promise<void>
}

/**
 * A test's own anvil with the demo seeded (token URIs under `assetsBaseUrl`), and the shared test
 * database with the index emptied: each test file starts from block 0 of a chain of its own. Two
 * chains with different ids can be indexed side by side.
 */
export async function startSeededChain(
  assetsBaseUrl = 'http://localhost:2053/demo',
  chainId = 31337,
): Promise<SeededChain> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-indexer-chain-'))
  const anvil = await startAnvil({ port: await freePort(), chainId })
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
  await pool.query('DELETE FROM market.orders')
  await pool.query('DELETE FROM market.order_changes')
  await pool.query('DELETE FROM market.lazy_items')
  const seaport = new Set([deployment.seaport])
  const chain = defineChain({ ...foundry, id: chainId })
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl), pollingInterval: 50 })
  return {
    chainId,
    chain,
    anvil,
    pool,
    dataDir,
    deployment,
    seaport,
    client,
    backfillToHead: async (through = client, options = {}) =>
      backfill(testCommon({ pool, client: through, chainId, seaport }), {
        startBlock: 0n,
        toBlock: await through.getBlockNumber({ cacheTime: 0 }),
        ...options,
      }),
    stop: async () => {
      await pool.end()
      await anvil.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
