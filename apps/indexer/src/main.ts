/** The indexer process: backfill from the cursor to near the head, then follow new blocks; metadata beside both. */
import { setTimeout as sleep } from 'node:timers/promises'
import { createPool, holdExclusiveLock, migrate } from '@vitrine/db'
import { describeRpcError, isTransientRpcError } from '@vitrine/rpc'
import { createLogger } from '@vitrine/runtime/logger'
import { syncAddressActivity } from './addresses/syncAddressActivity.ts'
import type { Common } from './Common.ts'
import { parseIndexerConfig } from './config.ts'
import { processCollectionDetails } from './metadata/collectionDetailsWorker.ts'
import { processLazyItems } from './metadata/lazyItemsWorker.ts'
import { processMetadataBatch } from './metadata/metadataWorker.ts'
import { ChainBehindError } from './rpc/ChainBehindError.ts'
import { createRpcClient } from './rpc/createRpcClient.ts'
import { expireOrders } from './store/expireOrders.ts'
import { readCursor } from './store/writeBatch.ts'
import { backfill } from './sync/backfill.ts'
import { followStep } from './sync/follow.ts'
import { progressReporter } from './sync/progressReporter.ts'
import { recheckPending } from './sync/recheckPending.ts'
import { syncWatches } from './sync/syncWatches.ts'
import { waitForNewHead } from './sync/waitForNewHead.ts'

const config = (() => {
  try {
    return parseIndexerConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const logger = createLogger({
  component: 'indexer',
  level: config.LOG_LEVEL,
  secrets: [config.RPC_URL, config.DATABASE_URL],
})

const pool = createPool(config.DATABASE_URL, 4)
const client = createRpcClient(config.RPC_URL, { timeoutMs: config.RPC_TIMEOUT_MS })
/** What every part runs with (Ponder's `common`). */
const common: Common = { config, logger, pool, client }

let stopping = false
const stopped = new AbortController()
const stop = () => {
  stopping = true
  stopped.abort()
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
/** Waits `ms`, or less when asked to stop (the abort rejects the sleep: waking early is the point). */
const pause = (ms: number) => sleep(ms, undefined, { signal: stopped.signal }).catch(() => {})

// After the transport's ~6 s of retries, a further pause before the step begins again.
const RPC_DOWN_PAUSE_MS = 5_000
/** How often open orders are checked for an end time past (PRODUCT.md: expired within 5 s). */
const ORDER_EXPIRY_MS = 1_000
/** Blocks at the head that follow indexes one by one, after the backfill. */
const FOLLOWED_TIP = 32n
/** A standby indexer asks for the writer's lock this often; the writer probes its hold as often. */
const WRITER_LOCK_POLL_MS = 500

/**
 * Runs `step` until it succeeds. An RPC node down, stalled or behind is no fact about the chain:
 * it is logged and the step tried again after a pause; anything else is thrown.
 */
async function untilRpcAnswers<T>(what: string, step: () => Promise<T>): Promise<T | null> {
  while (!stopping) {
    try {
      return await step()
    } catch (error) {
      if (!isTransientRpcError(error) && !(error instanceof ChainBehindError)) throw error
      // Not viem's `message`: it repeats the request body (the logger scrubs the RPC URL).
      logger.warn(
        { error: describeRpcError(error) },
        `${what}: RPC temporarily unavailable, retrying in ${RPC_DOWN_PAUSE_MS} ms`,
      )
      await pause(RPC_DOWN_PAUSE_MS)
    }
  }
  return null
}

try {
  await migrate(pool)
  const chainId = await client.getChainId()
  if (chainId !== config.CHAIN_ID) throw new Error(`RPC_URL serves chain ${chainId}, not CHAIN_ID ${config.CHAIN_ID}.`)
  // One writer per chain among every indexer on this database (several boxes may run one): the
  // others wait as standbys and the first to get the lock goes on from the committed cursor.
  const writerLock = await holdExclusiveLock(config.DATABASE_URL, `vitrine:indexer:${chainId}`, {
    pollMs: WRITER_LOCK_POLL_MS,
    heartbeatMs: WRITER_LOCK_POLL_MS * 2,
    signal: stopped.signal,
    // Printed whatever LOG_LEVEL: the stack runner takes a standby as started.
    onWait: () =>
      process.stdout.write(`${JSON.stringify({ level: 'info', component: 'indexer', message: 'standby', chainId })}\n`),
    // Not a standby: it cannot ask at all (the database away, a refused password). Said each time.
    onRetry: (error) => logger.warn({ err: error }, "writer's lock: the database did not answer; asking again"),
  })
  if (!writerLock) {
    await pool.end()
    process.exit(0)
  }
  void writerLock.lost.then((error) => {
    // Another indexer may hold the lock by now: not one more write from this one.
    logger.error({ err: error }, 'lost the writer lock; stopping so that a standby takes over')
    process.exit(1)
  })
  // Metadata is fetched beside indexing, from the first committed batch on: a slow document
  // server delays neither the backfill nor live follow.
  let metadataFailure: unknown = null
  const metadataLoop = (async () => {
    while (!stopping) {
      const fetched = await untilRpcAnswers(
        'metadata',
        async () =>
          (await processCollectionDetails(common)) +
          (await processMetadataBatch(common)) +
          (await processLazyItems(common)),
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
  const report = progressReporter((line) => logger.info(line))
  // Backfill resumes from the cursor, so a retry goes on after the last committed batch; the events
  // of every attempt are counted.
  let events = 0
  await untilRpcAnswers('backfill', async () => {
    let committed = 0
    try {
      const { reorgedTo } = await backfill(common, {
        startBlock: config.START_BLOCK,
        toBlock: target,
        initialRange: config.BACKFILL_RANGE,
        onProgress: (progress) => {
          committed = progress.events
          report(progress)
        },
        isStopping: () => stopping,
      })
      if (reorgedTo !== null) logger.info({ rolledBackTo: Number(reorgedTo) }, 'reorg while stopped')
    } finally {
      events += committed
    }
  })
  // Time alone expires orders (and starts those waiting): every second, by the wall clock or the
  // chain's when it runs ahead.
  let expiring = false
  const expiry = setInterval(() => {
    if (expiring) return
    expiring = true
    client
      .getBlock({ blockTag: 'latest' })
      .then((block) => block.timestamp)
      .catch(() => 0n)
      .then((chainTime) => {
        const wall = BigInt(Math.floor(Date.now() / 1000))
        return expireOrders(pool, chainId, chainTime > wall ? chainTime : wall)
      })
      .catch((error: unknown) => logger.warn({ error: (error as Error).message }, 'order expiry failed'))
      .finally(() => {
        expiring = false
      })
  }, ORDER_EXPIRY_MS)
  // Printed once caught up with the head, whatever LOG_LEVEL: the stack runner waits for this line.
  let announced = false
  const announceReady = async () => {
    const indexedBlock = Number((await readCursor(pool, chainId)) ?? -1n)
    const ready = { level: 'info', component: 'indexer', message: 'ready', chainId, indexedBlock, events }
    process.stdout.write(`${JSON.stringify(ready)}\n`)
    announced = true
  }
  while (!stopping) {
    const step = await untilRpcAnswers('follow', async () => {
      const step = await followStep(common)
      if (step.reorgedTo !== null) logger.info({ rolledBackTo: Number(step.reorgedTo) }, 'reorg')
      // Watched contract events (Moralis's event sync) up to the blocks just indexed.
      await syncWatches(common)
      // Ready once the order book is current too: orders posted while the indexer was away are checked first.
      if (step.indexed.length === 0 || !announced) await recheckPending(common)
      if (!announced) await announceReady()
      return step
    })
    // Watched addresses' ERC-20 transfers and transactions, up to the block just indexed.
    await untilRpcAnswers('address activity', () => syncAddressActivity(common))
    // Idle: the next block is asked for every HEAD_POLL_MS; the step (and its recheck of pending
    // orders) comes again with it, or after POLL_INTERVAL_MS at the latest.
    if (step && step.indexed.length === 0)
      await waitForNewHead(client, step.head, {
        everyMs: config.HEAD_POLL_MS,
        upToMs: config.POLL_INTERVAL_MS,
        signal: stopped.signal,
      })
  }
  clearInterval(expiry)
  await metadataLoop
  if (metadataFailure) throw metadataFailure
  await writerLock.release()
  await pool.end()
  process.exit(0)
} catch (error) {
  logger.error({ err: error }, 'stopped by an error')
  // Exiting on the error above; a pool that fails to close has nothing to add to it.
  await pool.end().catch(() => {})
  process.exit(1)
}
