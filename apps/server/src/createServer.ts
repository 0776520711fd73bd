import { createServer as createHttpServer, type Server } from 'node:http'
import type { FunctionParameters } from '@vitrine/api'
import { createLogger, type Logger } from '@vitrine/runtime/logger'
import { closeServer } from './closeServer.ts'
import { type ServerConfig, secretsOf } from './config.ts'
import { createServerParts } from './createServerParts.ts'
import { startEventRelay } from './eventSync/startEventRelay.ts'
import { createHttpApp } from './http/createHttpApp.ts'
import { SOCKET_LEASE_MS } from './liveQuery/liveQuerySocketBudget.ts'
import { startLiveQueryServer } from './liveQuery/startLiveQueryServer.ts'
import { upgradeWalletUsers } from './moralis/upgradeWalletUsers.ts'
import { type OrderBookPlace, serveOrderBook } from './orderBook/orderBookLink.ts'
import { startParseServer } from './startParseServer.ts'

export type VitrineServer = {
  /** Public URL of the API, e.g. http://localhost:2053/server */
  url: string
  httpServer: Server
  /** Classes in the schema and cloud functions the permission tables do not know: closed to clients. */
  undecided: { classes: string[]; functions: string[] }
  close: () => Promise<void>
}

export type CreateServerOptions = {
  /** Awaited once everything is built, before the port is opened (workers open it together). */
  beforeListen?: () => Promise<void>
  /** A worker of several: where their one order book is kept, and whether by this worker. */
  orderBook?: OrderBookPlace | null
  /** The process's root logger (main.ts); parts log through its children. Default: one made here. */
  logger?: Logger
}

/** Builds and starts the backend: migrations, Parse Server, our guards and routes, the HTTP listener. */
export async function createServer(
  config: ServerConfig,
  { beforeListen, orderBook = null, logger }: CreateServerOptions = {},
): Promise<VitrineServer> {
  const log = logger ?? createLogger({ component: 'server', level: config.logLevel, secrets: secretsOf(config) })
  const parts = await createServerParts(config, orderBook, log)
  const parse = await startParseServer(config, parts)
  const httpServer = createHttpServer(await createHttpApp(config, parts, parse))
  // Parse's live queries on this port, at the mount path (liveQuery/).
  const liveQuery = await startLiveQueryServer(config, {
    httpServer,
    pubSub: parse.pubSub,
    parseOptions: parse.options,
    parse: parse.inProcessParse,
    leases: parts.budgets.leasesFor('livequery:', SOCKET_LEASE_MS),
    logger: log.child({ part: 'liveQuery' }),
  })
  // The other workers' orders, checked and stored here with this worker's own.
  const keptOrderBook = orderBook?.keeper
    ? await serveOrderBook(
        orderBook.socketPath,
        (params) => parts.serverApi.call('postOrder', params as FunctionParameters<'postOrder'>, {}),
        log,
      )
    : null
  await beforeListen?.()
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(config.port, resolve)
  })
  // handleShutdown closes the server it is given; this one is ours, not one Parse started.
  parse.api.server = httpServer
  await upgradeWalletUsers(parse.inProcessParse())
  // Watched contract events into their classes, through Parse (one relay per chain across workers).
  const eventRelay = startEventRelay({
    pool: parts.pool,
    Parse: parse.inProcessParse(),
    appId: config.appId,
    chainId: config.chainId,
    log: log.child({ component: 'eventSync' }),
  })

  return {
    url: config.serverUrl,
    httpServer,
    undecided: parse.undecided,
    close: async () => {
      await eventRelay.stop()
      await closeServer({ parts, parse, httpServer, keptOrderBook, liveQuery })
    },
  }
}
