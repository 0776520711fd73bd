/** The backend process: `npm start` runs it beside the database, the chain and the site. */
import { parseConfig } from './config.ts'
import { createServer } from './createServer.ts'
import { createLogger } from './logger.ts'

const config = (() => {
  try {
    return parseConfig()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exit(1)
  }
})()
const logger = createLogger('server', config.logLevel)

try {
  const server = await createServer(config)
  logger.info('ready', { url: server.url, chainId: config.chainId, dashboard: config.dashboard })
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('stopping', { signal })
    await server.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') {
    logger.error(`Port ${config.port} is already in use. Set PORT to another port.`)
  } else {
    logger.error('could not start', { error: (error as Error).stack ?? String(error) })
  }
  process.exit(1)
}
