import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type FlakyRpcProxy = {
  url: string
  /** Requests passed on to the node, answered with an HTTP 500, and left unanswered. */
  stats: { forwarded: number; failed: number; stalled: number }
  /** Stops listening and destroys every open socket, the stalled ones too. */
  close: () => Promise<void>
}

/**
 * An HTTP proxy in front of a JSON-RPC node that sabotages every `every`-th request it receives
 * (a JSON-RPC batch is one request), alternately: an HTTP 500 with a JSON-RPC internal error for
 * each call, then a stall (never answered, the socket held open). It counts requests in their
 * order of arrival, so a sequential client meets the same faults on every run.
 */
export async function startFlakyRpcProxy(upstreamUrl: string, every = 10): Promise<FlakyRpcProxy> {
  const stats = { forwarded: 0, failed: 0, stalled: 0 }
  const stalled = new Set<Socket>()
  let received = 0

  const server = createServer((request, response) => {
    received++
    const sabotage = received % every === 0 ? ((received / every) % 2 === 1 ? 'fail' : 'stall') : null
    if (sabotage === 'stall') {
      stats.stalled++
      stalled.add(request.socket)
      request.socket.once('close', () => stalled.delete(request.socket))
      return
    }
    readBody(request)
      .then((body) => {
        if (sabotage === 'fail') {
          stats.failed++
          answer(response, 500, JSON.stringify(internalError(body)))
          return
        }
        stats.forwarded++
        passOn(upstreamUrl, request, body, response)
      })
      // The client went away mid-request (its own time-out): nothing to answer.
      .catch(() => request.socket.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () => {
      for (const socket of stalled) socket.destroy()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function passOn(upstreamUrl: string, request: IncomingMessage, body: Buffer, response: ServerResponse) {
  const upstream = forward(
    upstreamUrl,
    { method: request.method, headers: { 'content-type': request.headers['content-type'] ?? 'application/json' } },
    (reply) => {
      readBody(reply)
        .then((replyBody) => answer(response, reply.statusCode ?? 502, replyBody, reply.headers['content-type']))
        .catch((error: Error) => answer(response, 502, error.message, 'text/plain'))
    },
  )
  upstream.on('error', (error) => answer(response, 502, error.message, 'text/plain'))
  upstream.end(body)
}

function answer(response: ServerResponse, status: number, body: string | Buffer, type = 'application/json') {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body)
}

/** What a failing node behind a load balancer answers: -32603 for each call, a batch for a batch. */
function internalError(body: Buffer) {
  const error = (call: { id?: unknown }) => ({
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: -32603, message: 'internal error (flaky proxy)' },
  })
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { id?: unknown } | { id?: unknown }[]
    return Array.isArray(parsed) ? parsed.map(error) : error(parsed)
  } catch {
    return error({})
  }
}
