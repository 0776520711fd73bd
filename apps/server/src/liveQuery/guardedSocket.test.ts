import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import { GuardedSocket, MAX_UNREAD_BYTES } from './guardedSocket.ts'

const limits = { subscriptionsPerSocket: 10, messagesPerMinute: 600 }
/** More than the loopback's kernel buffers on both ends can hold: a client that never reads must fill ours. */
const PUSHED_BYTES = 96 * 1_048_576
const message = 'x'.repeat(64 * 1024)

let server: WebSocketServer
let port: number
const accepted: { ws: WebSocket; guarded: GuardedSocket }[] = []

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await once(server, 'listening')
  port = (server.address() as { port: number }).port
  server.on('connection', (ws) => accepted.push({ ws, guarded: new GuardedSocket(ws, limits, async () => false) }))
})
afterAll(() => new Promise((done) => server.close(done)))

/** The next connection the server accepts. */
async function nextAccepted(before: number) {
  while (accepted.length === before) await nextTurn()
  return accepted[before] as { ws: WebSocket; guarded: GuardedSocket }
}

/** A raw TCP client that completes the WebSocket handshake and then never reads a byte. */
async function stalledClient(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await once(socket, 'connect')
  socket.write(
    [
      'GET / HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      '',
      '',
    ].join('\r\n'),
  )
  const [head] = (await once(socket, 'data')) as [Buffer]
  expect(head.toString()).toMatch(/^HTTP\/1\.1 101/)
  socket.pause()
  return socket
}

/** Sends through the guard, a turn of the event loop between messages, until `bytes` or the socket closes. */
async function push(guarded: GuardedSocket, ws: WebSocket, bytes: number) {
  let sent = 0
  while (sent < bytes && ws.readyState === WebSocket.OPEN) {
    guarded.send(message)
    sent += message.length
    await nextTurn()
  }
  return sent
}

describe('a live query socket whose client stops reading', () => {
  test('is dropped once 1 MiB waits for it, long before what was pushed is sent', async () => {
    const before = accepted.length
    const client = await stalledClient()
    const { ws, guarded } = await nextAccepted(before)
    const sent = await push(guarded, ws, PUSHED_BYTES)
    expect(ws.readyState).not.toBe(WebSocket.OPEN)
    // Dropped with at most the kernel's buffers and our 1 MiB in flight, not 96 MiB buffered for it.
    expect(sent).toBeLessThan(PUSHED_BYTES / 2)
    expect(ws.bufferedAmount).toBeLessThanOrEqual(MAX_UNREAD_BYTES + message.length)
    client.destroy()
  }, 60_000)

  test('a client that reads receives all of it and stays connected', async () => {
    const before = accepted.length
    const client = new WebSocket(`ws://127.0.0.1:${port}`)
    let received = 0
    client.on('message', (data: Buffer) => {
      received += data.length
    })
    await once(client, 'open')
    const { ws, guarded } = await nextAccepted(before)
    const total = 16 * 1_048_576
    const sent = await push(guarded, ws, total)
    expect(sent).toBe(total)
    while (received < total && client.readyState === WebSocket.OPEN) await nextTurn()
    expect(received).toBe(total)
    expect(ws.readyState).toBe(WebSocket.OPEN)
    client.close()
  }, 60_000)
})
