import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { isRefusedByChain } from './isRefusedByChain.ts'
import { isTransientRpcError } from './isTransientRpcError.ts'
import { keptAliveHttp } from './keptAliveHttp.ts'

// A node at fault: answers of the wrong shape, per the path asked.
const answers: Record<string, string> = {
  '/null': 'null',
  '/number': '5',
  '/no-result': '{"jsonrpc":"2.0","id":0}',
  '/html': '<html>Bad gateway</html>',
  '/batch-of-numbers': '[1, 2, 3]',
}
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.end(answers[request.url ?? ''] ?? ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test.each(Object.keys(answers))('a node answering %s: an outage to retry, never a fact', async (path) => {
  for (const batch of [false, true]) {
    const client = createPublicClient({ transport: keptAliveHttp(`${base}${path}`, { retryCount: 0, batch }) })
    const error = await client.getBlockNumber({ cacheTime: 0 }).then(
      () => expect.fail('the call succeeded'),
      (thrown: unknown) => thrown,
    )
    expect(isTransientRpcError(error)).toBe(true)
    expect(isRefusedByChain(error)).toBe(false)
  }
})
