import { connect, type Socket } from 'node:net'

export type JsonResponse = { status: number; body: Record<string, unknown> }

const HEADERS_END = Buffer.from('\r\n\r\n')
/**
 * Idle sockets older than this are closed, not reused: the backend closes a kept-alive socket after
 * 5 s idle (Node's default), and a call written as it does so would end in ECONNRESET (seen once
 * between bench:market's stages, after the 100,000 listings were written).
 */
const MAX_IDLE_MS = 4_000

type Connection = {
  socket: Socket
  dead: boolean
  /** When it last went idle: a socket idle near the server's keep-alive timeout is not reused. */
  idleSince: number
  /** What has come of the answer under way: its pieces, joined once it is whole. */
  received: Buffer[]
  receivedBytes: number
  /** Its status, where its body begins and how long it is, once its headers are in. */
  head: { status: number; bodyStart: number; length: number; close: boolean } | null
  pending: { resolve: (response: JsonResponse) => void; reject: (error: Error) => void } | null
}

type Waiter = { resolve: (connection: Connection) => void; reject: (error: Error) => void }

/**
 * The load generator's JSON-over-HTTP client: HTTP/1.1 written and read on kept-alive sockets
 * directly, one call at a time per socket, at most `maxSockets` of them (calls beyond wait their
 * turn), idle ones reused last in first out, as Node's Agent does. The benches share two cores
 * with the backend they measure, and Node's HTTP client spent 0.16–0.21 core at 300 calls/s (this
 * one 0.11–0.13) and held the cached reads of `bench:market` to 2,100–2,500 calls/s (this one
 * 3,200–3,700): bench/FINDINGS.md. The backend's answers carry a Content-Length; an answer without
 * one is refused, not guessed at.
 */
export function createJsonClient(
  baseUrl: string,
  headers: Record<string, string>,
  maxSockets = 64,
  maxIdleMs = MAX_IDLE_MS,
) {
  const base = new URL(baseUrl)
  const port = Number(base.port || 80)
  const headerLines = (entries: Record<string, string>) =>
    Object.entries(entries)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
  const fixedHeaders = headerLines({ Host: base.host, ...headers })
  const idle: Connection[] = []
  const waiting: Waiter[] = []
  let sockets = 0

  const settle = (connection: Connection, outcome: JsonResponse | Error) => {
    const pending = connection.pending
    connection.pending = null
    connection.received = []
    connection.receivedBytes = 0
    connection.head = null
    if (outcome instanceof Error) pending?.reject(outcome)
    else pending?.resolve(outcome)
  }

  const opened = () =>
    new Promise<Connection>((resolve, reject) => {
      const socket = connect({ host: base.hostname, port, noDelay: true })
      const connection: Connection = {
        socket,
        dead: false,
        idleSince: 0,
        received: [],
        receivedBytes: 0,
        head: null,
        pending: null,
      }
      socket.once('connect', () => resolve(connection))
      socket.once('error', reject)
      socket.on('data', (chunk: Buffer) => onData(connection, chunk))
      socket.on('error', (error) => drop(connection, error))
      socket.on('close', () => drop(connection, new Error('the server closed the connection')))
    })

  /** A socket for the next waiting call: a new one while fewer than `maxSockets` are open. */
  const openFor = (waiter: Waiter) => {
    sockets++
    // A socket that fails to connect is counted out by `drop`, as any socket that ends.
    opened().then(waiter.resolve, waiter.reject)
  }

  const acquire = () =>
    new Promise<Connection>((resolve, reject) => {
      let reused = idle.pop()
      while (reused && performance.now() - reused.idleSince > maxIdleMs) {
        drop(reused, new Error('idle too long'))
        reused = idle.pop()
      }
      if (reused) resolve(reused)
      else if (sockets < maxSockets) openFor({ resolve, reject })
      else waiting.push({ resolve, reject })
    })

  const release = (connection: Connection) => {
    const waiter = waiting.shift()
    if (waiter) waiter.resolve(connection)
    else {
      connection.idleSince = performance.now()
      idle.push(connection)
    }
  }

  const drop = (connection: Connection, error: Error) => {
    if (connection.dead) return
    connection.dead = true
    sockets--
    const index = idle.indexOf(connection)
    if (index >= 0) idle.splice(index, 1)
    connection.socket.destroy()
    settle(connection, error)
    const waiter = waiting.shift()
    if (waiter) openFor(waiter)
  }

  const onData = (connection: Connection, chunk: Buffer) => {
    if (!connection.pending) return drop(connection, new Error('an answer nobody asked for'))
    connection.received.push(chunk)
    connection.receivedBytes += chunk.length
    if (!connection.head) {
      // The headers are a few hundred bytes, in the first piece but for a rare split.
      const received = connection.received.length === 1 ? chunk : Buffer.concat(connection.received)
      connection.received = [received]
      const end = received.indexOf(HEADERS_END)
      if (end < 0) return
      const head = received.subarray(0, end).toString('latin1')
      const status = Number(head.slice(9, 12))
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1]
      if (!length && status !== 204 && status !== 304)
        return drop(connection, new Error(`an answer without Content-Length: ${head.slice(0, 200)}`))
      const close = /\r\nconnection:\s*close/i.test(head)
      connection.head = { status, bodyStart: end + HEADERS_END.length, length: Number(length ?? 0), close }
    }
    const { status, bodyStart, length, close } = connection.head
    if (connection.receivedBytes < bodyStart + length) return
    if (connection.receivedBytes > bodyStart + length)
      return drop(connection, new Error('more bytes than the answer announced'))
    const whole =
      connection.received.length === 1 ? (connection.received[0] as Buffer) : Buffer.concat(connection.received)
    const text = whole.subarray(bodyStart).toString('utf8')
    let outcome: JsonResponse | Error
    try {
      outcome = { status, body: length ? JSON.parse(text) : {} }
    } catch (error) {
      outcome = new Error(`an answer that is not JSON (${status}): ${text.slice(0, 200)}`, { cause: error })
    }
    settle(connection, outcome)
    // A socket the server closes after this answer is not reused (its close event drops it).
    if (close) connection.socket.end()
    else release(connection)
  }

  return async (method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) => {
    const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body))
    const head = Buffer.from(
      `${method} ${base.pathname}${path} HTTP/1.1\r\n${fixedHeaders}${headerLines(extraHeaders)}` +
        `Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n`,
      'latin1',
    )
    const connection = await acquire()
    return new Promise<JsonResponse>((resolve, reject) => {
      connection.pending = { resolve, reject }
      connection.socket.write(payload.length ? Buffer.concat([head, payload]) : head)
    })
  }
}
