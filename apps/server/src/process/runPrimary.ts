import cluster, { type Worker } from 'node:cluster'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '@vitrine/runtime/logger'
import type { ServerConfig } from '../config.ts'
import { warnOfDashboard } from '../http/mountDashboard.ts'
import { relayLiveQueryEvents } from '../liveQuery/clusterPubSub.ts'
import { createOrderBookFolder } from './orderBookFolder.ts'
import {
  type ListenNow,
  orderBookEnv,
  reportUndecided,
  type WorkerPrepared,
  type WorkerReady,
} from './workerMessages.ts'

/** Replacements that die before they serve, within a minute, before the primary gives up. */
const MAX_FAILED_STARTS = 5
const STOP_TIMEOUT_MS = 10_000

/**
 * A worker's young generation, in MB per semi-space (V8's default grows it to 16). A scavenge
 * stops the worker for as long as it copies what survives, and under load what survives is the
 * requests in flight plus whatever they touched since the last one: the larger the space, the
 * longer each stop. Measured (bench:market, getOrders at 16 clients, two cores shared with the
 * database and the load): scavenges of 14 ms at the median and 40 ms at p99 with the default,
 * 5 and 20 ms with 4 MB, for a third more collector time in all and the same throughput; the
 * calls' p99 (the worst of getOrders' four shapes, per run) 34–43 ms before, 28–40 ms after.
 */
const YOUNG_GENERATION_MB = 4

/**
 * How far a worker's old generation grows past what the last full collection kept before the next
 * one, in percent (300: to four times, the top of V8's own range; V8 chose about 2.2 times here).
 * Under postOrder a busy worker's old generation grows 5–8 MB/s with what outlives two scavenges
 * (requests in flight) and then dies, so it ran a full collection every 7–9 s, each a moment when
 * its marking threads and pause took the cores the database and anvil share. Measured (the order
 * book alone, a ceiling run then four paced 10 s rounds at 300/s, alternated): one full collection
 * per run against three to six; the rounds' pooled p99 20.4–43.7 ms (median 28) against 34.6–68.4
 * (median 46), calls over 50 ms 14–75 against 58–181 of 12,000. The cost is memory: a worker's heap
 * may reach four times its live size (about 100 MB under that load) before it is collected.
 */
const OLD_GENERATION_GROWING_PERCENT = 300

/**
 * The primary of `SERVER_WORKERS` backend workers sharing one port (node:cluster hands each
 * connection to a worker in turn). The first workers open the port together, once each is built:
 * a client that connects as soon as the port answers (kept-alive sockets) would otherwise have
 * every connection on the worker that was built first, and the other cores idle. A worker that dies is replaced; the others, and their requests
 * in flight, are untouched. A worker that cannot start at first stops the whole backend (a port in
 * use, a database that refuses): its reason is in its own log line. SIGINT/SIGTERM stop every
 * worker, then the primary.
 *
 * One worker keeps the order book: the others hand it their postOrder calls on a Unix socket in a
 * folder only this user can open (orderBook/orderBookLink.ts). Checked in one process, a burst of
 * orders shares its head block, its JSON-RPC batches and its inserts (group commit); spread over
 * every worker, each order that arrives alone pays for its own. Measured in bench:market: FINDINGS.md.
 * A keeper that dies is replaced by a keeper; meanwhile the others answer postOrder "try again".
 */
export function runPrimary(config: ServerConfig, logger: Logger) {
  const workers = new Set<Worker>()
  const waiting: Worker[] = []
  let ready = 0
  let started = false
  let stopping = false
  let failedStarts: number[] = []
  // Removed when the primary stops (and, if it is killed outright, by the next primary to start).
  const orderBookFolder = createOrderBookFolder()
  const socketPath = join(orderBookFolder, 'order-book.sock')
  let keeper: Worker | null = null
  // A save in one worker reaches the live query subscribers of all (liveQuery/clusterPubSub.ts).
  const relayLiveQuery = relayLiveQueryEvents(() => workers)

  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    const exits = [...workers].map((worker) => new Promise((resolve) => worker.once('exit', resolve)))
    for (const worker of workers) worker.process.kill('SIGTERM')
    const timer = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL')
    }, STOP_TIMEOUT_MS)
    await Promise.all(exits)
    clearTimeout(timer)
    rmSync(orderBookFolder, { recursive: true, force: true })
    process.exit(code)
  }

  const fork = () => {
    const keeps = keeper === null
    const worker = cluster.fork(orderBookEnv({ socketPath, keeper: keeps }))
    if (keeps) keeper = worker
    let served = false
    workers.add(worker)
    worker.on('message', (message: WorkerPrepared | WorkerReady) => {
      if (relayLiveQuery(message)) return
      if (message?.type === 'prepared') {
        // A replacement opens at once; the first ones when the last of them is built.
        waiting.push(worker)
        if (started || waiting.length >= config.workers)
          for (const built of waiting.splice(0)) built.send({ type: 'listen' } satisfies ListenNow)
        return
      }
      if (message?.type !== 'ready' || served) return
      served = true
      if (started) return logger.info({ worker: worker.process.pid, orderBook: keeper?.process.pid }, 'worker replaced')
      if (++ready < config.workers) return
      started = true
      reportUndecided(logger, message.undecided)
      warnOfDashboard(logger, config)
      logger.info(
        {
          url: config.serverUrl,
          chainId: config.chainId,
          dashboard: config.dashboard,
          workers: config.workers,
          orderBook: keeper?.process.pid,
        },
        'ready',
      )
    })
    worker.on('exit', (code, signal) => {
      workers.delete(worker)
      if (keeper === worker) keeper = null
      if (stopping) return
      if (!started) {
        // Its own log line says why (a port in use …); the others would fail alike.
        return void stop(1)
      }
      const now = Date.now()
      if (!served) failedStarts = [...failedStarts.filter((at) => now - at < 60_000), now]
      if (failedStarts.length >= MAX_FAILED_STARTS) {
        logger.error(`${MAX_FAILED_STARTS} workers died before serving within a minute; stopping the backend.`)
        return void stop(1)
      }
      logger.warn({ worker: worker.process.pid, code, signal }, 'worker died; starting another')
      fork()
    })
  }

  process.once('SIGINT', () => void stop(0))
  process.once('SIGTERM', () => void stop(0))
  cluster.setupPrimary({
    execArgv: [
      ...process.execArgv,
      `--max-semi-space-size=${YOUNG_GENERATION_MB}`,
      `--heap-growing-percent=${OLD_GENERATION_GROWING_PERCENT}`,
    ],
  })
  for (let i = 0; i < config.workers; i++) fork()
}
