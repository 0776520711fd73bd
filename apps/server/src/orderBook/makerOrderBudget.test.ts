import { createPool, createReadRouting } from '@vitrine/db'
import { getOrderHash, listingComponents, type OrderTerms, orderTerms } from '@vitrine/market'
import Parse from 'parse/node'
import { type Address, zeroAddress, zeroHash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { createOrderStore } from './orderStore.ts'
import type { ValidatedOrder } from './validateOrder.ts'

// A chain of its own: no other test's orders on it.
const CHAIN = 7_018
const CAP = 3
const COLLECTION = '0x00000000000000000000000000000000000c0118' as Address
const PLACE = { seaport: zeroAddress, conduit: zeroAddress }
// Two pools and two stores: two instances of the backend (each with its own order book worker) on one database.
const pools = [createPool(inject('stack').databaseUrl, 4), createPool(inject('stack').databaseUrl, 4)]
const stores = pools.map((pool) => createOrderStore(createReadRouting(pool), CHAIN, { activeOrdersPerMaker: CAP }))
const db = pools[0] as (typeof pools)[0]
afterAll(async () => {
  await db.query('DELETE FROM nft.activity WHERE chain_id = $1', [CHAIN])
  await db.query('DELETE FROM market.orders WHERE chain_id = $1', [CHAIN])
  await Promise.all(pools.map((pool) => pool.end()))
})

const newMaker = () => privateKeyToAccount(generatePrivateKey()).address
const now = BigInt(Math.floor(Date.now() / 1000))

/** A listing of token 1 by `maker` as postOrder would have validated it (the store checks none of it). */
function listing(maker: Address, salt: number): ValidatedOrder {
  const price = 1_000n + BigInt(salt)
  const components = listingComponents({ standard: 'ERC721', address: COLLECTION, tokenId: 1n }, price, {
    offerer: maker,
    startTime: now - 60n,
    endTime: now + 86_400n,
    salt: BigInt(salt),
    counter: 0n,
    market: { feeRecipient: null, feeBps: 0, conduitKey: zeroHash },
    royalty: null,
  })
  return {
    orderHash: getOrderHash(components),
    components,
    terms: orderTerms(components) as OrderTerms,
    facts: {
      isCancelled: false,
      totalFilled: 0n,
      totalSize: 0n,
      counter: 0n,
      itemBalance: 1n,
      approved: true,
      currencyBalance: 0n,
      allowance: 0n,
    },
    state: { status: 'active', statusReason: null, remaining: 1n, remainingPrice: price },
    block: 1n,
    blockHash: zeroHash,
  }
}

const openOrdersOf = async (maker: Address) =>
  Number(
    (
      await db.query(
        `SELECT count(*) FROM market.orders WHERE chain_id = $1 AND maker = $2 AND status IN ('active', 'inactive')`,
        [CHAIN, maker],
      )
    ).rows[0].count,
  )

describe('open orders per maker', () => {
  test('posts racing on two instances: exactly the cap of each maker is stored, every other one refused with a 429 code', async () => {
    const makers = Array.from({ length: 4 }, newMaker)
    const orders = makers.flatMap((maker) => Array.from({ length: 8 }, (_, salt) => listing(maker, salt)))
    // Interleaved over both stores, all at once: each store sends its share in batches that race the other's.
    const answers = await Promise.allSettled(
      orders.map((order, index) => (stores[index % 2] as (typeof stores)[0]).insert(order, '0x', PLACE)),
    )
    for (const maker of makers) {
      const mine = answers.filter((_, index) => orders[index]?.components.offerer === maker)
      expect(mine.filter((answer) => answer.status === 'fulfilled')).toHaveLength(CAP)
      for (const answer of mine.filter((answer) => answer.status === 'rejected')) {
        const error = (answer as PromiseRejectedResult).reason
        expect(error).toBeInstanceOf(Parse.Error)
        expect(error).toMatchObject({
          code: Parse.Error.REQUEST_LIMIT_EXCEEDED,
          message: expect.stringMatching(/3 open orders/),
        })
      }
      expect(await openOrdersOf(maker)).toBe(CAP)
    }
    // Nothing of a refused order is written: one list activity per stored order.
    const activity = await db.query(
      'SELECT count(*) FROM nft.activity WHERE chain_id = $1 AND from_address = ANY($2)',
      [CHAIN, makers],
    )
    expect(Number(activity.rows[0].count)).toBe(CAP * makers.length)
  })

  test('at the cap: an order posted again is answered as before, other makers post, and an order that stops being open makes room', async () => {
    const [maker, other] = [newMaker(), newMaker()]
    const store = stores[0] as (typeof stores)[0]
    const first = listing(maker, 0)
    expect(await store.insert(first, '0x', PLACE)).toBe(true)
    for (const salt of [1, 2]) await store.insert(listing(maker, salt), '0x', PLACE)
    await expect(store.insert(listing(maker, 3), '0x', PLACE)).rejects.toMatchObject({
      code: Parse.Error.REQUEST_LIMIT_EXCEEDED,
    })
    // Posting a stored order again is harmless, full or not.
    expect(await store.insert(first, '0x', PLACE)).toBe(false)
    expect(await stores[1]?.insert(listing(other, 0), '0x', PLACE)).toBe(true)

    // Filled (as the indexer marks it): its place is free.
    await db.query(`UPDATE market.orders SET status = 'filled' WHERE chain_id = $1 AND order_hash = $2`, [
      CHAIN,
      first.orderHash,
    ])
    expect(await store.insert(listing(maker, 3), '0x', PLACE)).toBe(true)
    await expect(store.insert(listing(maker, 4), '0x', PLACE)).rejects.toMatchObject({
      code: Parse.Error.REQUEST_LIMIT_EXCEEDED,
    })
    // Past its end but not yet marked expired by the indexer: not open either.
    await db.query(`UPDATE market.orders SET end_time = $3 WHERE chain_id = $1 AND order_hash = $2`, [
      CHAIN,
      listing(maker, 1).orderHash,
      String(now - 1n),
    ])
    expect(await store.insert(listing(maker, 4), '0x', PLACE)).toBe(true)
  })
})
