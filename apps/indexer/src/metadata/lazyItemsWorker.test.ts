import { createServer, type Server } from 'node:http'
import { createPool, migrate } from '@vitrine/db'
import { lazyTokenId, type MintVoucher } from '@vitrine/market'
import type pg from 'pg'
import { parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { storeLazyOrder } from '../../test/orderBook.ts'
import { processLazyItems } from './lazyItemsWorker.ts'

/**
 * Lazy listings' metadata against the real database and a real document server: the order rows as
 * postOrder stores them, the worker as the indexer runs it.
 */
let pool: pg.Pool
let server: Server
let origin: string
let unavailable = true
const collection = privateKeyToAccount(generatePrivateKey()).address
const creator = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), 2)
  await migrate(pool)
  server = createServer((request, response) => {
    if (request.url === '/item.json')
      return response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ name: 'Lazy Lion', image: `${origin}/lion.png`, description: 'Not minted yet' }))
    // An outage of the document's host: answered later.
    if (request.url === '/down.json' && unavailable) return response.writeHead(503).end()
    if (request.url === '/down.json')
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"name":"Back again"}')
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(async () => {
  await pool?.query('DELETE FROM market.lazy_items WHERE address = $1', [collection])
  await pool?.query('DELETE FROM market.orders WHERE address = $1', [collection])
  await pool?.end()
  server?.close()
})

const deps = () => ({
  pool,
  chainId: 31337,
  options: {
    maxBytes: 100_000,
    timeoutMs: 2000,
    allowedHosts: [new URL(origin).host],
    ipfsGateway: 'https://ipfs.invalid',
  },
})
async function listLazily(nonce: bigint, uri: string) {
  const voucher: MintVoucher = {
    collection,
    tokenId: lazyTokenId(creator, nonce),
    uri,
    price: parseEther('0.1'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce,
  }
  await storeLazyOrder(pool, voucher, `0x${'11'.repeat(65)}`, creator)
  return voucher.tokenId.toString()
}
const item = async (tokenId: string) => {
  const { rows } = await pool.query(
    `SELECT status, name, image, attempts, error FROM market.lazy_items
      WHERE chain_id = 31337 AND address = $1 AND token_id = $2`,
    [collection, tokenId],
  )
  return rows[0]
}
/** Makes every queued item of the test's collection due now (its retry delay passed). */
const due = () => pool.query('UPDATE market.lazy_items SET next_at = now() WHERE address = $1', [collection])

test("a lazy order's voucher URI is read like a token's: its name and picture are stored", async () => {
  const fetched = await listLazily(1n, `${origin}/item.json`)
  const inline = await listLazily(
    2n,
    `data:application/json;base64,${Buffer.from(JSON.stringify({ name: 'Inline', image: 'ipfs://bafy/x.png' })).toString('base64')}`,
  )
  expect(await processLazyItems(deps())).toBeGreaterThanOrEqual(2)
  expect(await item(fetched)).toMatchObject({ status: 'ok', name: 'Lazy Lion', image: `${origin}/lion.png` })
  // The same gateway rules as tokens: ipfs:// through the configured gateway.
  expect(await item(inline)).toMatchObject({
    status: 'ok',
    name: 'Inline',
    image: 'https://ipfs.invalid/ipfs/bafy/x.png',
  })
  // Read once: a later round has nothing to do for them.
  expect(await processLazyItems(deps())).toBe(0)
})

test("an outage of the document's host is tried again, never marked failed; a document gone fails", async () => {
  const down = await listLazily(3n, `${origin}/down.json`)
  const gone = await listLazily(4n, `${origin}/gone.json`)
  await processLazyItems(deps())
  expect(await item(down)).toMatchObject({ status: 'pending', attempts: 1, name: null })
  expect((await item(down)).error).toMatch(/503/)
  expect(await item(gone)).toMatchObject({ status: 'failed', name: null, image: null })
  // Not due yet: waits its delay.
  expect(await processLazyItems(deps())).toBe(0)
  unavailable = false
  await due()
  await processLazyItems(deps())
  expect(await item(down)).toMatchObject({ status: 'ok', name: 'Back again', image: null })
})

test('a lazy order no longer open (filled, cancelled) is not queued', async () => {
  const tokenId = await listLazily(5n, `${origin}/item.json`)
  await pool.query(`UPDATE market.orders SET status = 'cancelled' WHERE address = $1 AND token_id = $2`, [
    collection,
    tokenId,
  ])
  await processLazyItems(deps())
  expect(await item(tokenId)).toBeUndefined()
})
