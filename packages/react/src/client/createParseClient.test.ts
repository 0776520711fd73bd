import { expect, test } from 'vitest'
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
