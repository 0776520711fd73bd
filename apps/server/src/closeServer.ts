import type { Server } from 'node:http'
import type { ServerParts } from './createServerParts.ts'
import type { StartedLiveQuery } from './liveQuery/startLiveQueryServer.ts'
import type { StartedParse } from './startParseServer.ts'

/** What a stop closes: the server's parts, Parse, the HTTP server and the order book served here. */
export type RunningServer = {
  parts: ServerParts
  parse: StartedParse
  httpServer: Server
  keptOrderBook: { close(): Promise<void> } | null
  liveQuery: StartedLiveQuery
}

/**
 * Stops what serves requests before what they use: the live query sockets, the order book links
 * and the live stream, open connections and Parse, then Redis (budgets, Parse's cache), the
 * replicas' pools and the database pool.
 */
export async function closeServer({ parts, parse, httpServer, keptOrderBook, liveQuery }: RunningServer) {
  await keptOrderBook?.close()
  parts.market.orderBook?.close()
  await parts.live.close()
  // Its sockets left the HTTP server at their upgrade: closed here, before Parse.
  await liveQuery.close()
  httpServer.closeAllConnections()
  await parse.api.handleShutdown()
  await parts.redis?.close()
  await parts.db.close()
  await parts.pool.end()
  // Parse ends its own connections (its pool, the schema hooks' LISTEN) without waiting for
  // them: give them a moment, so that a database stopped next does not find them open.
  await new Promise((resolve) => setTimeout(resolve, 250))
}
