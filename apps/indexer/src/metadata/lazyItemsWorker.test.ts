import { createServer, type Server } from 'node:http'
import type { LiveChange } from '@vitrine/api'
import { createPool, LIVE_CHANNEL, migrate } from '@vitrine/db'
import { lazyTokenId, type MintVoucher } from '@vitrine/market'
import type pg from 'pg'
import { parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { statusOf, storeLazyOrder } from '../../test/orderBook.ts'
import { testCommon } from '../../test/testCommon.ts'
import { processLazyItems } from './lazyItemsWorker.ts'

/**
 * Lazy listings' items against the real database and a real document server: the order rows as
 * postOrder stores them, the worker as the indexer runs it.
 */
let pool: pg.Pool
let server: Server
let origin: string
let unavailable = true
/** What `/changing.json` answers: a creator's document, changed after posting. */
let changing: object = { name: 'Sand Glass', image: 'https://art.example/glass.png' }
const collection = privateKeyToAccount(generatePrivateKey()).address
const minted = privateKeyToAccount(generatePrivateKey()).address
const creator = privateKeyToAccount(generatePrivateKey()).address

/** A token indexed before: its metadata as the metadata worker stores it. */
const DUNES_1 = {
  name: 'Dunes #1',
  description: 'Wind over sand.',
  image: 'https://art.example/dunes/1.png',
  attributes: [{ trait_type: 'Palette', value: 'Dusk' }],
}
const json = (response: import('node:http').ServerResponse, document: unknown) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(document))

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), 2)
  await migrate(pool)
  server = createServer((request, response) => {
    if (request.url === '/item.json')
      return json(response, { name: 'Lazy Lion', image: `${origin}/lion.png`, description: 'Not minted yet' })
    if (request.url === '/rose.json')
      return json(response, { name: 'Lazy Rose', attributes: [{ trait_type: 'Petals', value: 5 }] })
    if (request.url === '/sea.json') return json(response, { name: 'Lazy Sea' })
    if (request.url === '/changing.json') return json(response, changing)
    if (request.url === '/twin-a.json' || request.url === '/twin-b.json') return json(response, { name: 'Twin' })
    // An outage of the document's host: answered later.
    if (request.url === '/down.json' && unavailable) return response.writeHead(503).end()
    if (request.url === '/down.json') return json(response, { name: 'Back again' })
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  await pool.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name, description, image, attributes)
     VALUES (31337, $1, 1, 1, 'https://art.example/dunes/1.json', 'ok', $2, $3, $4, $5)`,
    [minted, DUNES_1.name, DUNES_1.description, DUNES_1.image, JSON.stringify(DUNES_1.attributes)],
  )
})
afterAll(async () => {
  await pool?.query('DELETE FROM market.lazy_items WHERE address = $1', [collection])
  await pool?.query('DELETE FROM market.orders WHERE address = $1', [collection])
  await pool?.query('DELETE FROM nft.tokens WHERE address = $1', [minted])
  await pool?.end()
  server?.close()
})

const deps = () =>
  testCommon({
    pool,
    chainId: 31337,
    metadata: {
      maxBytes: 100_000,
      timeoutMs: 2000,
      allowedHosts: [new URL(origin).host],
      ipfsGateway: 'https://ipfs.invalid',
    },
  })
async function listLazily(nonce: bigint, uri: string, tokenId = lazyTokenId(creator, nonce)) {
  const voucher: MintVoucher = {
    collection,
    tokenId,
    uri,
    price: parseEther('0.1'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce,
  }
  return storeLazyOrder(pool, voucher, `0x${'11'.repeat(65)}`, creator)
}
const item = async (orderHash: string) => {
  const { rows } = await pool.query(
    `SELECT status, name, image, attributes, attempts, error, copy_of FROM market.lazy_items
      WHERE chain_id = 31337 AND order_hash = $1`,
    [orderHash],
  )
  return rows[0]
}
/** Makes every queued item of the test's collection due now (its retry delay passed). */
const due = () => pool.query('UPDATE market.lazy_items SET next_at = now() WHERE address = $1', [collection])
/** As `refreshMetadata` queues a token not minted yet: its open listings' items read again. */
const refresh = (orderHash: string) =>
  pool.query(
    `UPDATE market.lazy_items SET status = 'pending', attempts = 0, next_at = now(), error = NULL
      WHERE chain_id = 31337 AND order_hash = $1`,
    [orderHash],
  )

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

test('two vouchers of one token id: each listing gets its own voucher’s item', async () => {
  const tokenId = lazyTokenId(creator, 500n)
  const rose = await listLazily(50n, `${origin}/rose.json`, tokenId)
  const sea = await listLazily(51n, `${origin}/sea.json`, tokenId)
  await processLazyItems(deps())
  expect(await item(rose)).toMatchObject({
    status: 'ok',
    name: 'Lazy Rose',
    attributes: [{ trait_type: 'Petals', value: '5' }],
  })
  expect(await item(sea)).toMatchObject({ status: 'ok', name: 'Lazy Sea', attributes: [] })
  // One document of one token is no copy: both stay listed.
  expect([await statusOf(pool, rose), await statusOf(pool, sea)]).toEqual(['active', 'active'])
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
  const orderHash = await listLazily(5n, `${origin}/item.json`)
  await pool.query(`UPDATE market.orders SET status = 'cancelled' WHERE order_hash = $1`, [orderHash])
  await processLazyItems(deps())
  expect(await item(orderHash)).toBeUndefined()
})

test("a document changed after posting into an existing token's makes its listing inactive (duplicateItem) at a refresh; one of its own again makes it active", async () => {
  const orderHash = await listLazily(6n, `${origin}/changing.json`)
  await processLazyItems(deps())
  expect(await item(orderHash)).toMatchObject({ status: 'ok', name: 'Sand Glass', copy_of: null })
  expect(await statusOf(pool, orderHash)).toBe('active')

  const listener = await pool.connect()
  const heard: LiveChange[] = []
  listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}')))
  await listener.query(`LISTEN ${LIVE_CHANNEL}`)
  try {
    // The creator's server now answers Dunes #1's document (its keys in another order).
    changing = {
      attributes: DUNES_1.attributes,
      image: DUNES_1.image,
      description: DUNES_1.description,
      name: DUNES_1.name,
    }
    await refresh(orderHash)
    await processLazyItems(deps())
    expect(await statusOf(pool, orderHash)).toBe('inactive:duplicateItem')
    expect((await item(orderHash)).copy_of).toBe(
      `its metadata document is that of "Dunes #1" (token 1 of ${minted}), an item that exists already`,
    )
    // Open pages hear of the order's change.
    await expect.poll(() => heard.some((change) => change.orders.includes(orderHash))).toBe(true)
  } finally {
    await listener.query(`UNLISTEN ${LIVE_CHANNEL}`)
    listener.release()
  }

  changing = { name: 'Sand Glass, second state', image: 'https://art.example/glass-2.png' }
  await refresh(orderHash)
  await processLazyItems(deps())
  expect(await item(orderHash)).toMatchObject({ name: 'Sand Glass, second state', copy_of: null })
  expect(await statusOf(pool, orderHash)).toBe('active')
})

test('two open listings of two tokens with one document (not through postOrder): the one posted first keeps it', async () => {
  const first = await listLazily(7n, `${origin}/twin-a.json`)
  const second = await listLazily(8n, `${origin}/twin-b.json`)
  await processLazyItems(deps())
  expect(await statusOf(pool, first)).toBe('active')
  expect(await statusOf(pool, second)).toBe('inactive:duplicateItem')
  expect((await item(second)).copy_of).toMatch(
    /^its metadata document is that of "Twin" \(token \d+ of 0x[0-9a-fA-F]{40}\), listed here before it and not minted yet$/,
  )
})
