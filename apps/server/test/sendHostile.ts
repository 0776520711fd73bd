import { Agent, request } from 'node:http'
import type { HostileRequest } from './hostileRequests.ts'

/** What became of one hostile request: its status, or the connection dropped under it. */
export type HostileOutcome =
  | { status: number; reset: false; keptAlive: boolean }
  | { status: 0; reset: true; error: string }

/** A keep-alive agent, as browsers and SDKs use: a dropped connection shows as a reset. */
export const hostileAgent = (maxSockets = 8) => new Agent({ keepAlive: true, maxSockets })

/** Sends one request as written (no client-side checks) and reads its whole answer. */
export function sendHostile(origin: string, agent: Agent, hostile: HostileRequest): Promise<HostileOutcome> {
  const url = new URL(origin)
  return new Promise((resolve) => {
    const dropped = (error: Error) => resolve({ status: 0, reset: true, error: error.message })
    let req: ReturnType<typeof request>
    try {
      req = request(
        {
          agent,
          method: hostile.method,
          host: url.hostname,
          port: url.port,
          path: hostile.path,
          headers: {
            ...hostile.headers,
            ...(hostile.body === undefined ? {} : { 'Content-Length': Buffer.byteLength(hostile.body) }),
          },
        },
        (response) => {
          response.on('data', () => {})
          response.on('error', dropped)
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              reset: false,
              keptAlive: response.headers.connection !== 'close',
            }),
          )
        },
      )
    } catch {
      // Node refuses to send it (a path or header it cannot write): not a request at all.
      return resolve({ status: -1, reset: false, keptAlive: true })
    }
    req.on('error', dropped)
    req.end(hostile.body)
  })
}
