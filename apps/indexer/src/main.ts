/** The indexer process: backfill from the cursor to the head, then follow new blocks. */
import { createPool, migrate } from '@vitrine/db'
import { createPublicClient, http } from 'viem'
import { parseIndexerConfig } from './config.ts'
import { processCollectionDetails } from './metadata/collectionDetailsWorker.ts'
import { processMetadataBatch } from './metadata/metadataWorker.ts'
import { backfill } from './sync/backfill.ts'
import { followStep } from './sync/follow.ts'
import { progressReporter } from './sync/progressReporter.ts'

const config = (() => {
  try {
    return parseIndexerConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const info = (message: string, fields: Record<string, unknown> = {}) => {
  if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'info') {
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'info', component: 'indexer', message, ...fields })}\n`,
    )
  }
}

const pool = createPool(config.DATABASE_URL, 4)
// RPC errors are retried with backoff by the transport; JSON-RPC batching groups calls.
const client = createPublicClient({
  transport: http(config.RPC_URL, { retryCount: 5, retryDelay: 200, batch: true }),
  pollingInterval: 100,
})

let stopping = false
const stop = () => {
  stopping = true
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)

try {
  await migrate(pool)
  const chainId = await client.getChainId()
  if (chainId !== config.CHAIN_ID) throw new Error(`RPC_URL serves chain ${chainId}, not CHAIN_ID ${config.CHAIN_ID}.`)
  const head = await client.getBlockNumber()
  const target = head > config.CONFIRMATIONS ? head - config.CONFIRMATIONS : 0n
  const report = progressReporter((line) => info(line))
  const { events } = await backfill({
    pool,
    client,
    chainId,
    seaport: config.SEAPORT_ADDRESSES,
    startBlock: config.START_BLOCK,
    toBlock: target,
    initialRange: config.BACKFILL_RANGE,
    onProgress: report,
    isStopping: () => stopping,
  })
  // Always printed, whatever LOG_LEVEL: the stack runner waits for this line.
  const ready = { level: 'info', component: 'indexer', message: 'ready', chainId, indexedBlock: Number(target), events }
  process.stdout.write(`${JSON.stringify(ready)}\n`)
  const metadata = {
    pool,
    client,
    chainId,
    options: {
      maxBytes: config.METADATA_MAX_BYTES,
      timeoutMs: config.METADATA_TIMEOUT_MS,
      allowedHosts: config.METADATA_ALLOWED_HOSTS,
      ipfsGateway: config.IPFS_GATEWAY,
    },
  }
  while (!stopping) {
    const step = await followStep(pool, client, chainId, config.SEAPORT_ADDRESSES)
    if (step.reorgedTo !== null) info('reorg', { rolledBackTo: Number(step.reorgedTo) })
    const fetched = (await processCollectionDetails(metadata)) + (await processMetadataBatch(metadata))
    if (step.indexed.length === 0 && fetched === 0)
      await new Promise((resolve) => setTimeout(resolve, config.POLL_INTERVAL_MS))
  }
  await pool.end()
  process.exit(0)
} catch (error) {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', component: 'indexer', message: (error as Error).message })}\n`,
  )
  await pool.end().catch(() => {})
  process.exit(1)
}
