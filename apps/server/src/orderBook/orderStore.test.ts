import { createPool, createReadRouting, type OrderFilter } from '@vitrine/db'
import type pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createOrderStore } from './orderStore.ts'

// A chain of its own: no other test's orders on it.
const CHAIN = 7_001
const COLLECTION = '0x00000000000000000000000000000000000c0117'
const pool = createPool(inject('stack').databaseUrl, 4)
/** The statements the store sent, in order. */
const statements: string[] = []
const counted = Object.create(pool, {
  query: {
    value: (query: pg.QueryConfig) => {
      statements.push(query.text)
      return pool.query(query)
    },
  },
}) as pg.Pool
const store = createOrderStore(createReadRouting(counted), CHAIN, { activeOrdersPerMaker: 1_000 })

/** Orders on COLLECTION, named: [side, kind, token id or null for a collection offer, price in wei, status]. */
const ORDERS = {
  cheap: ['listing', 'listing', 1, 100, 'active'],
  middle: ['listing', 'listing', 1, 200, 'active'],
  dear: ['listing', 'listing', 1, 300, 'active'],
  only: ['listing', 'listing', 2, 150, 'active'],
  sold: ['listing', 'listing', 2, 50, 'filled'],
  lowOffer: ['offer', 'offer', 1, 20, 'active'],
  highOffer: ['offer', 'offer', 1, 90, 'active'],
  collectionOffer: ['offer', 'collectionOffer', null, 40, 'active'],
} as const
const hashOf = (name: keyof typeof ORDERS) =>
  `0x${(Object.keys(ORDERS).indexOf(name) + 1).toString(16).padStart(64, '0')}`

beforeAll(async () => {
  for (const [name, [side, kind, tokenId, price, status]] of Object.entries(ORDERS)) {
    await pool.query(
      `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
         unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
         pending_check, source, parameters, signature)
       VALUES ($1, $2, $3, $4, 'ERC721', $5, $6, $7, 1, $8, $8, 1, $5, 0, 4000000000, 0, $5, $5, $9, '{}', 0, false,
         'opensea', '{}', '0x')`,
      [
        CHAIN,
        hashOf(name as keyof typeof ORDERS),
        side,
        kind,
        `0x${'0'.repeat(40)}`,
        COLLECTION,
        tokenId,
        price,
        status,
      ],
    )
  }
})
afterAll(async () => {
  await pool.query('DELETE FROM market.orders WHERE chain_id = $1', [CHAIN])
  await pool.end()
})

const tokenPage = (side: 'listing' | 'offer', tokenId: string): OrderFilter => ({
  side,
  address: COLLECTION,
  tokenId,
  maker: null,
  kind: null,
  statuses: ['active'],
  sort: 'price',
})
const hashesOf = (rows: { order_hash: string }[]) => rows.map((row) => row.order_hash)

test("token pages asked at once share one statement per terms, and each caller gets its own token's page", async () => {
  const asked = [
    tokenPage('listing', '1'),
    tokenPage('listing', '2'),
    tokenPage('listing', '3'),
    tokenPage('offer', '1'),
    tokenPage('offer', '2'),
  ]
  statements.length = 0
  const together = await Promise.all(asked.map((filter) => store.page(filter, null, 21)))
  // The listings' three tokens in one statement, the offers' two in another.
  expect(statements).toHaveLength(2)
  expect(together.map(hashesOf)).toEqual([
    [hashOf('cheap'), hashOf('middle'), hashOf('dear')],
    [hashOf('only')],
    [],
    // Offers on a token, highest first, with the collection offers that would buy it.
    [hashOf('highOffer'), hashOf('collectionOffer'), hashOf('lowOffer')],
    [hashOf('collectionOffer')],
  ])
  // The same pages read one at a time.
  for (const [index, filter] of asked.entries()) {
    expect(hashesOf(await store.page(filter, null, 21))).toEqual(hashesOf(together[index] ?? []))
  }
})

test('a batch keeps each page to its limit, and pages of other terms or past a cursor are read apart', async () => {
  statements.length = 0
  const [cheapest, newest, rest] = await Promise.all([
    store.page(tokenPage('listing', '1'), null, 2),
    store.page({ ...tokenPage('listing', '1'), sort: 'newest' }, null, 2),
    store.page(tokenPage('listing', '1'), ['100', hashOf('cheap')], 2),
  ])
  expect(statements).toHaveLength(3)
  expect(hashesOf(cheapest ?? [])).toEqual([hashOf('cheap'), hashOf('middle')])
  expect(hashesOf(newest ?? [])).toEqual([hashOf('dear'), hashOf('middle')])
  expect(hashesOf(rest ?? [])).toEqual([hashOf('middle'), hashOf('dear')])
  const [both, one] = await Promise.all([
    store.page(tokenPage('listing', '1'), null, 1),
    store.page(tokenPage('listing', '2'), null, 1),
  ])
  expect([hashesOf(both ?? []), hashesOf(one ?? [])]).toEqual([[hashOf('cheap')], [hashOf('only')]])
})
