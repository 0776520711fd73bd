import { LIVE_STREAM_PATH } from '@vitrine/api'
import { notifyLive } from '@vitrine/db'
import type { SignedOrder } from '@vitrine/devchain'
import { waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld, postOrder } from '../../test/marketWorld.ts'

let world: MarketWorld
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const hashes: Record<string, string> = {}
const post = async (name: string, order: SignedOrder) => {
  const answer = await postOrder(order)
  if (!answer.result) throw new Error(`${name} refused: ${answer.error}`)
  hashes[name] = answer.result.orderHash
}

/** The server was up before this: data fetched later is within what its live stream remembers. */
let serverUp = 0
beforeAll(async () => {
  serverUp = Date.now()
  world = await createMarketWorld()
  // The collection and its tokens as the indexer would have them (no indexer runs here).
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name) VALUES (31337, $1, 'ERC721', 1, 'World')`,
    [world.collection],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block) SELECT 31337, $1, n, 1 FROM generate_series(1, 3) n`,
    [world.collection],
  )
  await post('a', await world.listing(1, '0.3'))
  await post('b', await world.listing(2, '0.1'))
  await post('c', await world.listing(3, '0.2'))
  await post('tokenOffer', await world.offer(8, 1, '0.05'))
  await post('collectionOffer', await world.offer(9, null, '0.08'))
})
afterAll(() => db.end())

const orders = async (params: Record<string, unknown>) => {
  const answer = await callFunction('getOrders', params)
  if (answer.status !== 200) throw new Error(answer.error)
  return answer.result as { results: { orderHash: string; price: string }[]; cursor: string | null }
}

test('listings of a collection, cheapest first, in keyset pages; newest first; by maker', async () => {
  const first = await orders({ side: 'listing', address: world.collection, limit: 2 })
  expect(first.results.map((o) => o.orderHash)).toEqual([hashes.b, hashes.c])
  const second = await orders({ side: 'listing', address: world.collection, limit: 2, cursor: first.cursor })
  expect(second.results.map((o) => o.orderHash)).toEqual([hashes.a])
  expect(second.cursor).toBeNull()
  const newest = await orders({ side: 'listing', address: world.collection, sort: 'newest' })
  expect(newest.results.map((o) => o.orderHash)).toEqual([hashes.c, hashes.b, hashes.a])
  const mine = await orders({ side: 'listing', maker: world.holderOf(2), address: world.collection })
  expect(mine.results.map((o) => o.orderHash)).toEqual([hashes.b])
  expect((await orders({ side: 'listing', address: world.collection, status: 'filled' })).results).toEqual([])
})

test('offers on a token include the collection offers that would buy it, highest first', async () => {
  const offers = await orders({ side: 'offer', address: world.collection, tokenId: '1' })
  expect(offers.results.map((o) => [o.orderHash, o.price])).toEqual([
    [hashes.collectionOffer, parseEther('0.08').toString()],
    [hashes.tokenOffer, parseEther('0.05').toString()],
  ])
  const collectionOnly = await orders({ side: 'offer', address: world.collection, kind: 'collectionOffer' })
  expect(collectionOnly.results.map((o) => o.orderHash)).toEqual([hashes.collectionOffer])
})

test('a collection’s floor is its cheapest active listing, its top offer the best collection offer; NFTs carry theirs', async () => {
  const { result: collection } = await callFunction('getCollection', { address: world.collection })
  expect(collection).toMatchObject({
    floorPrice: parseEther('0.1').toString(),
    topOffer: parseEther('0.08').toString(),
  })
  const { result: nft } = await callFunction('getNFT', { address: world.collection, tokenId: '1' })
  expect(nft.listing).toMatchObject({ orderHash: hashes.a, price: parseEther('0.3').toString(), kind: 'listing' })
  expect(nft.topOffer).toMatchObject({ orderHash: hashes.collectionOffer, kind: 'collectionOffer' })
  await db.query(`INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES (31337, $1, 1, $2, 1)`, [
    world.collection,
    world.holderOf(1),
  ])
  try {
    const { result: held } = await callFunction('getNFTs', { owner: world.holderOf(1) })
    expect(held.results).toMatchObject([
      {
        tokenId: '1',
        listing: { orderHash: hashes.a, price: parseEther('0.3').toString() },
        topOffer: { orderHash: hashes.collectionOffer },
      },
    ])
  } finally {
    await db.query('DELETE FROM nft.balances WHERE chain_id = 31337 AND address = $1', [world.collection])
  }
  const { result: page } = await callFunction('getCollectionNFTs', { address: world.collection })
  expect(page.results.map((n: { listing: { orderHash: string } }) => n.listing.orderHash)).toEqual([
    hashes.a,
    hashes.b,
    hashes.c,
  ])
  // Inactive orders set no floor. The indexer writes a status and announces it on the live channel,
  // which drops the backend's kept answers about that collection: done here as it does.
  const announce = () =>
    notifyLive(db, {
      cause: 'block',
      block: null,
      collections: [world.collection],
      tokens: [],
      accounts: [],
      orders: [hashes.b as string],
      everything: false,
    })
  await db.query(`UPDATE market.orders SET status = 'inactive', status_reason = 'notOwned' WHERE order_hash = $1`, [
    hashes.b,
  ])
  await announce()
  const floor = async () => (await callFunction('getCollection', { address: world.collection })).result.floorPrice
  await waitFor(async () => (await floor()) === parseEther('0.2').toString(), 2_000)
  await db.query(`UPDATE market.orders SET status = 'active', status_reason = NULL WHERE order_hash = $1`, [hashes.b])
  await announce()
  await waitFor(async () => (await floor()) === parseEther('0.1').toString(), 2_000)
})

test('listed only: a collection’s tokens with an active listing, in keyset pages of either sort', async () => {
  // Tokens 4–6 unlisted, between and after the listed ones in both sorts.
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block) SELECT 31337, $1, n, n FROM generate_series(4, 6) n`,
    [world.collection],
  )
  await db.query(`UPDATE market.orders SET status = 'inactive', status_reason = 'notOwned' WHERE order_hash = $1`, [
    hashes.b,
  ])
  try {
    for (const [sort, expected] of [
      ['tokenId', ['1', '3']],
      ['newest', ['3', '1']],
    ] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const { result } = await callFunction('getCollectionNFTs', {
          address: world.collection,
          sort,
          listed: true,
          limit: 1,
          ...(cursor ? { cursor } : {}),
        })
        seen.push(...result.results.map((n: { tokenId: string }) => n.tokenId))
        cursor = result.cursor
      } while (cursor)
      expect(seen).toEqual(expected)
    }
    const all = await callFunction('getCollectionNFTs', { address: world.collection, listed: false, limit: 100 })
    expect(all.result.results).toHaveLength(6)
    const listedPage = await callFunction('getCollectionNFTs', { address: world.collection, listed: true, limit: 1 })
    const mixed = await callFunction('getCollectionNFTs', {
      address: world.collection,
      cursor: listedPage.result.cursor,
    })
    expect(mixed.error).toMatch(/cursor belongs to another query or sort/)
    const bad = await callFunction('getCollectionNFTs', { address: world.collection, listed: 'yes' })
    expect([bad.status, bad.error]).toEqual([400, expect.stringMatching(/^listed must be true or false/)])
  } finally {
    await db.query(`UPDATE market.orders SET status = 'active', status_reason = NULL WHERE order_hash = $1`, [hashes.b])
    await db.query(`DELETE FROM nft.tokens WHERE chain_id = 31337 AND address = $1 AND token_id > 3`, [
      world.collection,
    ])
  }
})

test('offers received: on the tokens an owner holds now and collection offers on its collections, not its own', async () => {
  await db.query(
    `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES (31337, $1, 1, $2, 1), (31337, $1, 2, $3, 1)`,
    [world.collection, world.holderOf(1), world.holderOf(2)],
  )
  try {
    const received = async (owner: string, limit = 20) =>
      (await orders({ side: 'offer', owner, limit })).results.map((o) => o.orderHash)
    expect(await received(world.holderOf(1))).toEqual([hashes.collectionOffer, hashes.tokenOffer])
    const first = await orders({ side: 'offer', owner: world.holderOf(1), limit: 1 })
    const next = await orders({ side: 'offer', owner: world.holderOf(1), limit: 1, cursor: first.cursor })
    expect([...first.results, ...next.results].map((o) => o.orderHash)).toEqual([
      hashes.collectionOffer,
      hashes.tokenOffer,
    ])
    expect(await received(world.holderOf(2))).toEqual([hashes.collectionOffer])
    expect(await received(world.holderOf(3))).toEqual([])
    const bad = await callFunction('getOrders', { side: 'offer', owner: 'nope' })
    expect(bad.status).toBe(400)
  } finally {
    await db.query(`DELETE FROM nft.balances WHERE chain_id = 31337 AND address = $1`, [world.collection])
  }
})

test('bad input is a 400 naming the parameter', async () => {
  for (const [params, message] of [
    [{}, /^side /],
    [{ side: 'bid' }, /^side /],
    [{ side: 'listing', tokenId: '1' }, /tokenId needs the address/],
    [{ side: 'listing', limit: 500 }, /^limit /],
    [{ side: 'listing', status: 'sold' }, /^status /],
    [{ side: 'offer', cursor: (await orders({ side: 'listing', limit: 1 })).cursor }, /cursor belongs to another/],
  ] as const) {
    const answer = await callFunction('getOrders', params)
    expect([answer.status, answer.error]).toEqual([400, expect.stringMatching(message)])
  }
  expect((await callFunction('getOrder', { orderHash: 'nope' })).status).toBe(400)
})

/**
 * The events of a live stream as they come, parsed. Reading stops when the test aborts the stream
 * (`signal`); any other end of it (a reset, the server closing it) is kept as a `failed` event
 * with its cause, so a broken stream never passes for one that was rightly sent nothing.
 */
function readEvents(response: Response, signal: AbortSignal) {
  const seen: { event: string; data: unknown }[] = []
  const reader = response.body?.getReader()
  const failed = (cause: string) => {
    if (!signal.aborted) seen.push({ event: 'failed', data: cause })
  }
  void (async () => {
    let text = ''
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined
      try {
        chunk = await reader?.read()
      } catch (error) {
        return failed(error instanceof Error ? `${error.name}: ${error.message}` : String(error))
      }
      if (!chunk || chunk.done) return failed('the stream ended')
      text += new TextDecoder().decode(chunk.value)
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end)
        text = text.slice(end + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event && data) seen.push({ event, data: JSON.parse(data) })
      }
    }
  })()
  return seen
}

test('the live stream sends each change to the streams whose topics it touches', async () => {
  const stack = inject('stack')
  const controller = new AbortController()
  const open = (topics: string) =>
    fetch(`${stack.serverUrl}${LIVE_STREAM_PATH}?topics=${topics}`, { signal: controller.signal })
  const watching = await open(`collection:${world.collection}`)
  const elsewhere = await open(`collection:${world.edition}`)
  expect(watching.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const [seen, other] = [readEvents(watching, controller.signal), readEvents(elsewhere, controller.signal)]
  await expect.poll(() => seen.length).toBe(1)
  expect(seen[0]?.event).toBe('ready')
  await post('d', await world.listing(4, '0.9'))
  await expect.poll(() => seen.length).toBe(2)
  expect(seen[1]).toEqual({
    event: 'change',
    data: expect.objectContaining({
      cause: 'order',
      orders: [hashes.d],
      tokens: [{ address: world.collection, tokenId: '4' }],
    }),
  })
  expect(seen[1]?.data).toMatchObject({ accounts: [world.holderOf(4)] })
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(other.map((e) => e.event)).toEqual(['ready'])
  const bad = await fetch(`${stack.serverUrl}${LIVE_STREAM_PATH}?topics=colection:0x1`)
  expect(bad.status).toBe(400)
  controller.abort()
})

test('a stream opened after its page fetched gets what changed meanwhile, or everything when that is too old', async () => {
  const stack = inject('stack')
  const controller = new AbortController()
  const open = (topics: string, since: number) =>
    fetch(`${stack.serverUrl}${LIVE_STREAM_PATH}?topics=${topics}&since=${since}`, { signal: controller.signal })
  // The server hears changes with a few seconds' slack: the data must be fetched later than that.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, serverUp + 6_000 - Date.now())))
  const fetched = Date.now()
  await post('e', await world.listing(5, '0.7'))
  // The page fetched its data before the listing; its stream opens after: the listing still comes.
  const late = readEvents(await open(`token:${world.collection}:5`, fetched), controller.signal)
  const elsewhere = readEvents(await open(`token:${world.collection}:6`, fetched), controller.signal)
  const orderEvents = (events: { event: string; data: unknown }[]) =>
    events.filter((e) => e.event === 'change').map((e) => (e.data as { orders: string[] }).orders)
  await expect.poll(() => orderEvents(late)).toContainEqual([hashes.e])
  await expect.poll(() => elsewhere.some((e) => e.event === 'ready')).toBe(true)
  // Still open (not failed) and never sent the other token's listing.
  expect(elsewhere.filter((e) => e.event === 'failed')).toEqual([])
  expect(orderEvents(elsewhere)).not.toContainEqual([hashes.e])
  // Data older than what the server keeps: the page is told everything may have changed.
  const stale = readEvents(await open(`token:${world.collection}:6`, fetched - 10 * 60_000), controller.signal)
  await expect.poll(() => stale.find((e) => e.event === 'change')?.data).toMatchObject({ everything: true })
  for (const since of ['soon', '-1', '1e400'])
    expect((await fetch(`${stack.serverUrl}${LIVE_STREAM_PATH}?topics=&since=${since}`)).status).toBe(400)
  controller.abort()
})
