import pg from 'pg'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld, postOrder } from '../../test/marketWorld.ts'

/**
 * `getCollectionNFTs({ sort: 'price' })`: listed tokens by their cheapest active listing, then the
 * others by token id. Real orders (signed, posted, validated against anvil); the tokens and traits
 * as the indexer would have them (no indexer runs here); a sale is the status the indexer writes.
 */
let world: MarketWorld
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const hashes: Record<string, string> = {}
const list = async (name: string, tokenId: number, price: string) => {
  const answer = await postOrder(await world.listing(tokenId, price))
  if (!answer.result) throw new Error(`${name} refused: ${answer.error}`)
  hashes[name] = answer.result.orderHash
}
type Item = { tokenId: string; listing: { price: string } | null }

/** Every page of the walk, `limit` at a time: the token ids in order, and the listing price each shows. */
async function walk(limit: number, params: Record<string, unknown> = {}) {
  const seen: Item[] = []
  let cursor: string | null = null
  do {
    const answer = await callFunction('getCollectionNFTs', {
      address: world.collection,
      sort: 'price',
      limit,
      ...params,
      ...(cursor ? { cursor } : {}),
    })
    if (answer.status !== 200) throw new Error(answer.error)
    seen.push(...answer.result.results)
    cursor = answer.result.cursor
  } while (cursor)
  return seen.map((n) => `${n.tokenId}${n.listing ? `@${n.listing.price}` : ''}`)
}
const at = (tokenId: number, eth: string) => `${tokenId}@${parseEther(eth)}`

beforeAll(async () => {
  world = await createMarketWorld()
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name) VALUES (31337, $1, 'ERC721', 1, 'World')`,
    [world.collection],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block) SELECT 31337, $1, n, n FROM generate_series(1, 12) n`,
    [world.collection],
  )
  // Form: Ridge on 3, 5, 9, 10; Dune on the others.
  await db.query(
    `INSERT INTO nft.token_traits (chain_id, address, token_id, first_block, trait_type, value)
     SELECT 31337, $1, n, n, 'Form', CASE WHEN n IN (3, 5, 9, 10) THEN 'Ridge' ELSE 'Dune' END FROM generate_series(1, 12) n`,
    [world.collection],
  )
  await db.query(
    `INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens) VALUES (31337, $1, 'Form', 'Ridge', 4), (31337, $1, 'Form', 'Dune', 8)`,
    [world.collection],
  )
  await list('two', 2, '0.1')
  await list('five', 5, '0.2')
  // Equal prices: by token id.
  await list('nine', 9, '0.2')
  // Two listings of one token: its cheapest counts.
  await list('sevenDear', 7, '0.3')
  await list('sevenCheap', 7, '0.15')
  // A listing no longer fillable is no listing.
  await list('eleven', 11, '0.01')
  await db.query(`UPDATE market.orders SET status = 'inactive', status_reason = 'notOwned' WHERE order_hash = $1`, [
    hashes.eleven,
  ])
})
afterAll(() => db.end())

const unlisted = (ids: number[]) => ids.map(String)

test('listed first by their cheapest active listing (equal prices by token id), then the rest by token id, each once in pages of any size', async () => {
  const expected = [at(2, '0.1'), at(7, '0.15'), at(5, '0.2'), at(9, '0.2'), ...unlisted([1, 3, 4, 6, 8, 10, 11, 12])]
  for (const limit of [1, 2, 3, 5, 100]) expect(await walk(limit)).toEqual(expected)
})

test('a listing of a token not indexed yet (a lazy mint) takes no place in the pages', async () => {
  await db.query(
    `INSERT INTO market.orders SELECT (jsonb_populate_record(o, jsonb_build_object('order_hash', $2::text, 'token_id', 99,
       'unit_price', 1, 'price', 1))).* FROM market.orders o WHERE o.order_hash = $1`,
    [hashes.two, `0x${'9'.repeat(64)}`],
  )
  try {
    const expected = [at(2, '0.1'), at(7, '0.15'), at(5, '0.2'), at(9, '0.2'), ...unlisted([1, 3, 4, 6, 8, 10, 11, 12])]
    // Page sizes no other test asks for: the backend keeps answers a few seconds by their parameters.
    expect(await walk(4)).toEqual(expected)
    expect(await walk(3, { listed: true })).toEqual(expected.slice(0, 4))
  } finally {
    await db.query('DELETE FROM market.orders WHERE order_hash = $1', [`0x${'9'.repeat(64)}`])
  }
})

test('with trait filters and listed only', async () => {
  expect(await walk(1, { traits: { Form: ['Ridge'] } })).toEqual([at(5, '0.2'), at(9, '0.2'), '3', '10'])
  expect(await walk(2, { listed: true })).toEqual([at(2, '0.1'), at(7, '0.15'), at(5, '0.2'), at(9, '0.2')])
  expect(await walk(1, { listed: true, traits: { Form: ['Dune'] } })).toEqual([at(2, '0.1'), at(7, '0.15')])
})

test('a token listed moves into the listed part at its price; a token sold moves back among the unlisted', async () => {
  // A cursor taken before the change goes on from where it was, in the new order.
  const first = await callFunction('getCollectionNFTs', { address: world.collection, sort: 'price', limit: 2 })
  expect(first.result.results.map((n: Item) => n.tokenId)).toEqual(['2', '7'])
  await list('four', 4, '0.12')
  await db.query(`UPDATE market.orders SET status = 'filled' WHERE order_hash = $1`, [hashes.two])
  try {
    expect(await walk(3)).toEqual([
      at(4, '0.12'),
      at(7, '0.15'),
      at(5, '0.2'),
      at(9, '0.2'),
      ...unlisted([1, 2, 3, 6, 8, 10, 11, 12]),
    ])
    const rest = await callFunction('getCollectionNFTs', {
      address: world.collection,
      sort: 'price',
      limit: 100,
      cursor: first.result.cursor,
    })
    expect(rest.result.results.map((n: Item) => n.tokenId)).toEqual([
      '5',
      '9',
      '1',
      '2',
      '3',
      '6',
      '8',
      '10',
      '11',
      '12',
    ])
  } finally {
    await db.query(`UPDATE market.orders SET status = 'active' WHERE order_hash = $1`, [hashes.two])
    await db.query(`UPDATE market.orders SET status = 'cancelled' WHERE order_hash = $1`, [hashes.four])
  }
})

test('a cursor of another sort is refused', async () => {
  const byId = await callFunction('getCollectionNFTs', { address: world.collection, limit: 1 })
  const mixed = await callFunction('getCollectionNFTs', {
    address: world.collection,
    sort: 'price',
    cursor: byId.result.cursor,
  })
  expect(mixed.error).toMatch(/cursor/)
})
