/** The backend process: `npm start` runs it beside the database, the chain and the site. */
import cluster from 'node:cluster'
import { createLogger } from '@vitrine/runtime/logger'
import { parseConfig, secretsOf } from './config.ts'

const config = (() => {
  try {
    return parseConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const logger = createLogger({ component: 'server', level: config.logLevel, secrets: secretsOf(config) })

// One worker per core by default (SERVER_WORKERS), all on the one port. The primary loads only its
// own module: with the whole backend loaded (a 90 MB heap it never used), V8 ran 15–45 ms major
// collections in it under load, taking a core from the workers (bench:market, postOrder's bursts).
if (config.workers > 1 && cluster.isPrimary) (await import('./process/runPrimary.ts')).runPrimary(config, logger)
else await (await import('./process/runWorker.ts')).runWorker(config, logger, cluster.isWorker)
