import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from '@vitrine/runtime/logger'
import express from 'express'
import { ipKeyGenerator } from 'express-rate-limit'
import proxyAddr from 'proxy-addr'
import { WebSocketServer } from 'ws'
import type { TrustProxy } from '../config.ts'
import { GuardedSocket } from './guardedSocket.ts'
import { type LiveQuerySocketBudget, SOCKETS_FULL_RETRY_SECONDS, tooManySockets } from './liveQuerySocketBudget.ts'
import type { SocketLimits } from './socketGuard.ts'

/** The largest message a client may send: a subscription is a query, never near this. */
export const MAX_FRAME_BYTES = 65_536

export type GuardedSocketServerDeps = {
  httpServer: Server
  /** The API's mount path (`/server`): the WebSocket URL the SDKs derive from `serverURL`. */
  mountPath: string
  trustProxy: TrustProxy
  budget: LiveQuerySocketBudget
  limits: SocketLimits
  hasProtectedFields: (className: string) => Promise<boolean>
  logger: Logger
}

/**
 * Parse's `wssAdapter`: the live query sockets on the backend's own port. Only the mount path
 * upgrades; each client address holds a few sockets at most (429 at the upgrade past them); a
 * frame over 64 KiB closes its socket (1009); Parse sees each socket through GuardedSocket.
 */
export function createGuardedSocketServer(deps: GuardedSocketServerDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false })
  const trust = express().set('trust proxy', deps.trustProxy).get('trust proxy fn') as (
    addr: string,
    i: number,
  ) => boolean
  const adapter = {
    onListen: () => {},
    onConnection: (_socket: GuardedSocket) => {},
    onError: (_error: unknown) => {},
    start() {
      deps.httpServer.on('upgrade', onUpgrade)
    },
    close() {
      deps.httpServer.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') || '/'
    if (path !== deps.mountPath) {
      return refuse(socket, 404, `Live queries are served at ${deps.mountPath} only.`)
    }
    void admit(request, socket, head)
  }

  const admit = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const client = ipKeyGenerator(proxyAddr(request, trust))
    let closeSocket: () => void = () => socket.destroy()
    let lease: Awaited<ReturnType<LiveQuerySocketBudget['take']>>
    try {
      lease = await deps.budget.take(client, () => closeSocket())
    } catch (error) {
      deps.logger.warn({ error: (error as Error).message }, 'live queries: budget store unavailable')
      return refuse(socket, 503, 'Live queries are temporarily unavailable. Try again shortly.', { 'Retry-After': '5' })
    }
    if (!lease) {
      return refuse(socket, 429, tooManySockets(deps.budget.perClient), {
        'Retry-After': String(SOCKETS_FULL_RETRY_SECONDS),
      })
    }
    const held = lease
    // Given back when the socket ends, however it ends (a failed handshake included).
    socket.once('close', () => {
      void deps.budget.release(held)
    })
    if (socket.destroyed) return void deps.budget.release(held)
    wss.handleUpgrade(request, socket, head, (ws) => {
      closeSocket = () => ws.terminate()
      const keepAlive = capturingIntervals(() =>
        adapter.onConnection(new GuardedSocket(ws, deps.limits, deps.hasProtectedFields)),
      )
      ws.once('close', () => {
        for (const timer of keepAlive) clearInterval(timer)
      })
    })
  }

  return adapter
}

/**
 * Runs `start` and answers the intervals it set. Parse sets a keep-alive ping interval for each
 * socket and clears it only at the tick after a ping goes unanswered: up to 20 s after the socket
 * closed, which would hold a stopping process that long. Cleared here as the socket closes.
 */
function capturingIntervals(start: () => void): NodeJS.Timeout[] {
  const timers: NodeJS.Timeout[] = []
  const original = globalThis.setInterval
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const timer = original(...args)
    timers.push(timer)
    return timer
  }) as typeof setInterval
  try {
    start()
  } finally {
    globalThis.setInterval = original
  }
  return timers
}

/** An HTTP answer on a socket that asked to upgrade, then the socket closed. */
function refuse(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ error: message })
  const reason = { 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' }[status] ?? 'Error'
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`)
}
