/** The indexer process: backfill from the cursor to near the head, then follow new blocks; metadata beside both. */
import { setTimeout as sleep } from 'node:timers/promises'
import { createPool, migrate } from '@vitrine/db'
import type { BaseError } from 'viem'
import { parseIndexerConfig } from './config.ts'
import { processCollectionDetails } from './metadata/collectionDetailsWorker.ts'
import { processMetadataBatch } from './metadata/metadataWorker.ts'
import { createRpcClient } from './rpc/createRpcClient.ts'
import { isTransientRpcError } from './rpc/isTransientRpcError.ts'
import { readCursor } from './store/writeBatch.ts'
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
const levels = ['debug', 'info', 'warn', 'error', 'silent'] as const
const log = (level: 'info' | 'warn', message: string, fields: Record<string, unknown> = {}) => {
  if (levels.indexOf(level) < levels.indexOf(config.LOG_LEVEL)) return
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, component: 'indexer', message, ...fields })}\n`,
  )
}
const info = (message: string, fields: Record<string, unknown> = {}) => log('info', message, fields)

const pool = createPool(config.DATABASE_URL, 4)
const client = createRpcClient(config.RPC_URL, { timeoutMs: config.RPC_TIMEOUT_MS })

let stopping = false
const stopped = new AbortController()
const stop = () => {
  stopping = true
  stopped.abort()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
/** Waits `ms`, or less when asked to stop. */
const pause = (ms: number) => sleep(ms, undefined, { signal: stopped.signal }).catch(() => {})

// After the transport's ~6 s of retries, a further pause before the step begins again.
const RPC_DOWN_PAUSE_MS = 5_000
/** Blocks at the head that follow indexes one by one, after the backfill. */
const FOLLOWED_TIP = 32n

/** Runs `step` until it succeeds; a transient RPC failure is logged and retried, anything else thrown. */
async function untilRpcAnswers<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  while (!stopping) {
    try {
      return await step()
    } catch (error) {
      if (!isTransientRpcError(error)) throw error
      // Not `message`: it repeats the RPC URL, which may hold an API key.
      const { shortMessage, details } = error as BaseError
      log('warn', `${what}: RPC unavailable, retrying in ${RPC_DOWN_PAUSE_MS} ms`, { error: shortMessage, details })
      await pause(RPC_DOWN_PAUSE_MS)
    }
  }
  return null
}

try {
  await migrate(pool)
  const chainId = await client.getChainId()
  if (chainId !== config.CHAIN_ID) throw new Error(`RPC_URL serves chain ${chainId}, not CHAIN_ID ${config.CHAIN_ID}.`)
  // Metadata is fetched beside indexing, from the first committed batch on: a slow document
  // server delays neither the backfill nor live follow.
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
  let metadataFailure: unknown = null
  const metadataLoop = (async () => {
    while (!stopping) {
      const fetched = await untilRpcAnswers(
        'metadata',
        async () => (await processCollectionDetails(metadata)) + (await processMetadataBatch(metadata)),
      )
      if (fetched === 0) await pause(config.POLL_INTERVAL_MS)
    }
  })().catch((error: unknown) => {
    metadataFailure = error
    stop()
  })
  const head = await client.getBlockNumber()
  // The newest blocks are left to follow, which checks each one's parent hash: a backfill range
  // keeps one hash, and a reorg at the tip while it runs would go unseen.
  const tipLeft = config.CONFIRMATIONS + FOLLOWED_TIP
  const safe = head > tipLeft ? head - tipLeft : 0n
  // At least the start block (when the chain has it), so that follow has a cursor to go on from.
  const target = safe >= config.START_BLOCK || head < config.START_BLOCK ? safe : config.START_BLOCK
  const report = progressReporter((line) => info(line))
  // Backfill resumes from the cursor, so a retry goes on after the last committed batch; the events
  // of every attempt are counted.
  let events = 0
  await untilRpcAnswers('backfill', async () => {
    let committed = 0
    try {
      const { reorgedTo } = await backfill({
        pool,
        client,
        chainId,
        seaport: config.SEAPORT_ADDRESSES,
        startBlock: config.START_BLOCK,
        toBlock: target,
        initialRange: config.BACKFILL_RANGE,
        onProgress: (progress) => {
          committed = progress.events
          report(progress)
        },
        isStopping: () => stopping,
      })
      if (reorgedTo !== null) info('reorg while stopped', { rolledBackTo: Number(reorgedTo) })
    } finally {
      events += committed
    }
  })
  // Printed once caught up with the head, whatever LOG_LEVEL: the stack runner waits for this line.
  let announced = false
  const announceReady = async () => {
    const indexedBlock = Number((await readCursor(pool, chainId)) ?? -1n)
    const ready = { level: 'info', component: 'indexer', message: 'ready', chainId, indexedBlock, events }
    process.stdout.write(`${JSON.stringify(ready)}\n`)
    announced = true
  }
  while (!stopping) {
    const round = await untilRpcAnswers('follow', async () => {
      const step = await followStep(pool, client, chainId, config.SEAPORT_ADDRESSES)
      if (step.reorgedTo !== null) info('reorg', { rolledBackTo: Number(step.reorgedTo) })
      if (!announced) await announceReady()
      return step.indexed.length
    })
    if (round === 0) await pause(config.POLL_INTERVAL_MS)
  }
  await metadataLoop
  if (metadataFailure) throw metadataFailure
  await pool.end()
  process.exit(0)
} catch (error) {
  process.stderr.write(
    `${JSON.stringify({ level: 'error', component: 'indexer', message: (error as Error).message })}\n`,
  )
  await pool.end().catch(() => {})
  process.exit(1)
}
