import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** One JSON-RPC call as the proxy sees it (a batch holds several). */
export type RpcCall = { method: string; params?: unknown[] }

/** What a cut node looks like: `refuse`, a stopped node (connection refused); `blackhole`, a hung one (never answers). */
export type OutageMode = 'refuse' | 'blackhole'

export type RpcProxyOptions = {
  /** Sabotages every `every`-th request, alternately: an HTTP 500 with a JSON-RPC internal error, then a stall. */
  every?: number
  /** Milliseconds to hold a request before passing it on (a slow node). */
  delay?: (calls: RpcCall[]) => number
}

export type RpcProxy = {
  url: string
  /** Requests passed on, answered with an HTTP 500, stalled by sabotage, and lost to an outage. */
  stats: { forwarded: number; failed: number; stalled: number; cut: number }
  /** The next `count` requests get an HTTP 500 with a JSON-RPC internal error each. */
  failNext: (count: number) => void
  /** The node goes away now: every open connection drops, and until `restore`, per `mode`. */
  cut: (mode: OutageMode) => Promise<void>
  /** Cuts (as `cut`) when the first request holding a call that `match`es arrives; that request is lost too. */
  cutWhen: (match: (call: RpcCall) => boolean, mode: OutageMode) => Promise<void>
  /** The node is back: the port listens and answers again. */
  restore: () => Promise<void>
  /** Stops listening and destroys every open socket, the stalled ones too. */
  close: () => Promise<void>
}

/**
 * An HTTP proxy in front of a JSON-RPC node, for tests of how the code behind it meets a node that
 * fails: sabotage of single requests (a JSON-RPC batch is one request), latency, and outages. The
 * code under test only knows the proxy's URL. Requests are counted in their order of arrival, so a
 * sequential client meets the same faults on every run.
 */
export async function startRpcProxy(upstreamUrl: string, options: RpcProxyOptions = {}): Promise<RpcProxy> {
  const stats = { forwarded: 0, failed: 0, stalled: 0, cut: 0 }
  const sockets = new Set<Socket>()
  const held = new Set<Socket>()
  let received = 0
  let failing = 0
  let outage: OutageMode | null = null
  let trigger: { match: (call: RpcCall) => boolean; mode: OutageMode; done: () => void } | null = null

  const hold = (socket: Socket) => {
    held.add(socket)
    socket.once('close', () => held.delete(socket))
  }

  const server = createServer((request, response) => {
    if (outage) {
      stats.cut++
      return hold(request.socket)
    }
    received++
    const every = options.every
    const sabotage = every && received % every === 0 ? ((received / every) % 2 === 1 ? 'fail' : 'stall') : null
    if (sabotage === 'stall') {
      stats.stalled++
      return hold(request.socket)
    }
    readBody(request)
      .then(async (body) => {
        const calls = parseCalls(body)
        if (trigger && calls.some(trigger.match)) {
          const { mode, done } = trigger
          trigger = null
          stats.cut++
          hold(request.socket)
          await cut(mode)
          return done()
        }
        if (sabotage === 'fail' || failing > 0) {
          if (sabotage !== 'fail') failing--
          stats.failed++
          return answer(response, 500, JSON.stringify(internalError(body)))
        }
        const wait = options.delay?.(calls) ?? 0
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        stats.forwarded++
        passOn(upstreamUrl, body, response, () => outage === null)
      })
      // The client went away mid-request (its own time-out): nothing to answer.
      .catch(() => request.socket.destroy())
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await listen(server, 0)
  const { port } = server.address() as { port: number }

  async function cut(mode: OutageMode) {
    outage = mode
    // Whatever was under way is lost, as when a node dies or the network between drops.
    for (const socket of sockets) socket.destroy()
    if (mode === 'refuse') await new Promise((resolve) => server.close(resolve))
  }

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    failNext: (count) => {
      failing += count
    },
    cut,
    cutWhen: (match, mode) => new Promise((done) => (trigger = { match, mode, done })),
    restore: async () => {
      for (const socket of held) socket.destroy()
      if (outage === 'refuse') await listen(server, port)
      outage = null
    },
    close: () => {
      for (const socket of sockets) socket.destroy()
      if (!server.listening) return Promise.resolve()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

function listen(server: ReturnType<typeof createServer>, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function parseCalls(body: Buffer): RpcCall[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as RpcCall | RpcCall[]
    return Array.isArray(parsed) ? parsed : [parsed]
  } catch {
    // Not JSON: the node will say so; no call to match.
    return []
  }
}

/** Passes the request on; the answer goes back only if `deliver()` still holds when it comes. */
function passOn(upstreamUrl: string, body: Buffer, response: ServerResponse, deliver: () => boolean) {
  const back = (status: number, replyBody: string | Buffer, type?: string) => {
    if (deliver()) answer(response, status, replyBody, type)
  }
  const upstream = forward(
    upstreamUrl,
    { method: 'POST', headers: { 'content-type': 'application/json' } },
    (reply) => {
      readBody(reply)
        .then((replyBody) => back(reply.statusCode ?? 502, replyBody, reply.headers['content-type']))
        .catch((error: Error) => back(502, error.message, 'text/plain'))
    },
  )
  upstream.on('error', (error) => back(502, error.message, 'text/plain'))
  upstream.end(body)
}

function answer(response: ServerResponse, status: number, body: string | Buffer, type = 'application/json') {
  if (response.destroyed) return
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body)
}

/** What a failing node behind a load balancer answers: -32603 for each call, a batch for a batch. */
function internalError(body: Buffer) {
  const error = (call: { id?: unknown }) => ({
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: -32603, message: 'internal error (test proxy)' },
  })
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { id?: unknown } | { id?: unknown }[]
    return Array.isArray(parsed) ? parsed.map(error) : error(parsed)
  } catch {
    // Not JSON: one error without an id, as a node answers a request it cannot read.
    return error({})
  }
}
