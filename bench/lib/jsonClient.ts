import { Agent, request } from 'node:http'

export type JsonResponse = { status: number; body: Record<string, unknown> }

/**
 * A lean JSON-over-HTTP client for load: plain node:http with kept-alive sockets. Node 20's
 * fetch spends several times more CPU per call, and the load generator shares the machine.
 */
export function createJsonClient(baseUrl: string, headers: Record<string, string>, maxSockets = 64) {
  const agent = new Agent({ keepAlive: true, maxSockets })
  const base = new URL(baseUrl)
  return (method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) =>
    new Promise<JsonResponse>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = request(
        {
          agent,
          method,
          host: base.hostname,
          port: base.port,
          path: `${base.pathname}${path}`,
          headers: {
            ...headers,
            ...extraHeaders,
            'Content-Type': 'application/json',
            ...(payload ? { 'Content-Length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            try {
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
            } catch (error) {
              reject(error)
            }
          })
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
}
