/** The backend process: `npm start` runs it beside the database, the chain and the site. */
import cluster from 'node:cluster'
import { createLogger } from '@vitrine/runtime/logger'
import { parseConfig, secretsOf } from './config.ts'
import { runPrimary } from './process/runPrimary.ts'
import { runWorker } from './process/runWorker.ts'

const config = (() => {
  try {
    return parseConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const logger = createLogger({ component: 'server', level: config.logLevel, secrets: secretsOf(config) })

// One worker per core by default (SERVER_WORKERS), all on the one port.
if (config.workers > 1 && cluster.isPrimary) runPrimary(config, logger)
else await runWorker(config, logger, cluster.isWorker)
