import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import type { Socket } from 'node:net'

/**
 * Notes, in `file`, every connection this process opens to `port` and every fetch it sends there.
 * Run in the server's own process, any line is a request from the server to itself: it should
 * have called its own modules instead (ARCHITECTURE.md). A fetch (undici) names its path; any
 * other client shows as its TCP connection.
 */
export function watchSelfRequests(port: number, file: string): { stop: () => void } {
  const note = (line: string) => appendFileSync(file, `${line}\n`)
  const onFetch = (message: unknown) => {
    const { request } = message as { request: { origin: string; method: string; path: string } }
    if (new URL(request.origin).port === String(port)) note(`${request.method} ${request.path}`)
  }
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.once('connect', () => {
      if (socket.remotePort === port) note(`connection from port ${socket.localPort}`)
    })
  }
  subscribe('undici:request:create', onFetch)
  subscribe('net.client.socket', onSocket)
  return {
    stop: () => {
      unsubscribe('undici:request:create', onFetch)
      unsubscribe('net.client.socket', onSocket)
    },
  }
}

/** The lines `watchSelfRequests` wrote so far: none when the server never called itself. */
export function selfRequests(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
}
