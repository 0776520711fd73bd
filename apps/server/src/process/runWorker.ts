import type { Logger } from '@vitrine/runtime/logger'
import type { ServerConfig } from '../config.ts'
import { createServer } from '../createServer.ts'
import { warnOfDashboard } from '../http/mountDashboard.ts'
import {
  type ListenNow,
  orderBookPlaceOf,
  reportUndecided,
  type WorkerPrepared,
  type WorkerReady,
} from './workerMessages.ts'

/** Says it is prepared, then waits for the primary's go. */
function preparedThenGo(): Promise<void> {
  return new Promise((go) => {
    const onMessage = (message: ListenNow) => {
      if (message?.type !== 'listen') return
      process.off('message', onMessage)
      go()
    }
    process.on('message', onMessage)
    process.send?.({ type: 'prepared' } satisfies WorkerPrepared)
  })
}

/**
 * One backend process serving the port: on its own (`SERVER_WORKERS=1`) or as a worker of the
 * primary. Stops cleanly on SIGINT/SIGTERM, and when its primary is gone (no orphan is left).
 */
export async function runWorker(config: ServerConfig, logger: Logger, clustered: boolean) {
  try {
    const server = await createServer(
      config,
      clustered ? { beforeListen: preparedThenGo, orderBook: orderBookPlaceOf(process.env), logger } : { logger },
    )
    const undecided = server.undecided
    let stopping = false
    const stop = async (reason: string) => {
      if (stopping) return
      stopping = true
      logger.debug({ reason }, 'stopping')
      await server.close()
      process.exit(0)
    }
    process.once('SIGINT', () => void stop('SIGINT'))
    process.once('SIGTERM', () => void stop('SIGTERM'))
    if (clustered) {
      process.once('disconnect', () => void stop('primary gone'))
      process.send?.({ type: 'ready', undecided } satisfies WorkerReady)
      return
    }
    reportUndecided(logger, undecided)
    warnOfDashboard(logger, config)
    logger.info({ url: server.url, chainId: config.chainId, dashboard: config.dashboard, workers: 1 }, 'ready')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      logger.error(`Port ${config.port} is already in use. Set PORT to another port.`)
    } else {
      logger.error({ err: error }, 'could not start')
    }
    process.exit(1)
  }
}
