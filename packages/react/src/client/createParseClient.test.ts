import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { ErrorCode, VitrineError } from '../errors.ts'
import { createParseClient } from './createParseClient.ts'

/** The headers of each request the client sends, answered `{ result: 1 }`. */
function recordingClient() {
  const sent: Record<string, string>[] = []
  const client = createParseClient({
    appId: 'vitrine',
    serverUrl: 'http://backend.test/server',
    fetch: async (_input, init) => {
      sent.push({ ...(init?.headers as Record<string, string>) })
      return new Response(JSON.stringify({ result: 1 }), { headers: { 'Content-Type': 'application/json' } })
    },
  })
  return { client, sent }
}

test('after readFresh(ms), requests ask past the backend’s kept answers for that long, then no more', async () => {
  const { client, sent } = recordingClient()
  await client.request('POST', '/functions/getCollection', { body: {} })
  client.readFresh(150)
  await client.request('POST', '/functions/getCollection', { body: {} })
  // A shorter window asked for later does not cut the one under way short.
  client.readFresh(10)
  await new Promise((resolve) => setTimeout(resolve, 50))
  await client.request('POST', '/functions/getCollection', { body: {} })
  await new Promise((resolve) => setTimeout(resolve, 150))
  await client.request('POST', '/functions/getCollection', { body: {} })
  expect(sent.map((headers) => headers['Cache-Control'] ?? null)).toEqual([null, 'no-cache', 'no-cache', null])
})

test('in a browser, a request leaves the task that asked for it (a hydrating page’s commit) before it is sent', async () => {
  const { client, sent } = recordingClient()
  const answered = client.request('POST', '/functions/getCollection', { body: {} })
  // The rest of the asking task, its microtasks included, runs before anything is sent.
  for (let i = 0; i < 20; i++) await Promise.resolve()
  expect(sent).toHaveLength(0)
  expect(await answered).toEqual({ result: 1 })
  expect(sent).toHaveLength(1)
})

test('a success whose body is cut off or is not JSON fails as a connection error, never as an empty answer', async () => {
  const server = createServer((request, response) => {
    if (request.url?.endsWith('/users/me')) {
      // The headers and half the user, then the connection drops (as a page navigating away sees it).
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '200' })
      response.write('{"objectId":"u1","username":')
      setTimeout(() => response.socket?.destroy(), 20)
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end('<html>a proxy page</html>')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const client = createParseClient({ appId: 'vitrine', serverUrl: `http://127.0.0.1:${port}/server` })
    for (const path of ['/users/me', '/functions/getCollection']) {
      const error = await client.request('GET', path).then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(VitrineError)
      expect(error).toMatchObject({
        code: ErrorCode.ConnectionFailed,
        message: expect.stringContaining('could not be read'),
      })
      expect((error as VitrineError).cause).toBeTruthy()
    }
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
