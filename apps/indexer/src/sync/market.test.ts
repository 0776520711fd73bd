import { creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount, seaportMarket } from '@vitrine/devchain'
import type pg from 'pg'
import { type Address, type PublicClient, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compareWithChain } from '../../test/chainTruth.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { followStep } from './follow.ts'

let chain: SeededChain
let pool: pg.Pool
let client: PublicClient
const chainId = 31337

beforeAll(async () => {
  chain = await startSeededChain()
  pool = chain.pool
  client = chain.client
  await chain.backfillToHead(client)
})
afterAll(() => chain?.stop())

type Sale = { address: Address; token_id: string; from_address: Address; to_address: Address; price: string }

test('the demo’s Seaport sales are indexed with seller, buyer and price; volume is their sum', async () => {
  const { rows: sales } = await pool.query<Sale & { currency: string; source: string; order_hash: string }>(
    `SELECT address, token_id::text, from_address, to_address, price::text, currency, source, order_hash
       FROM nft.activity WHERE type = 'sale' ORDER BY block_number`,
  )
  expect(sales).toHaveLength(6)
  for (const sale of sales) {
    expect(sale).toMatchObject({ currency: zeroAddress, source: 'opensea' })
    expect(sale.order_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(BigInt(sale.price)).toBeGreaterThanOrEqual(parseEther('0.25'))
    // The buyer holds it now (no later move in the demo), and the seller is someone else.
    const owner = await client.readContract({
      address: sale.address,
      abi: creatorCollectionAbi,
      functionName: 'ownerOf',
      args: [BigInt(sale.token_id)],
    })
    expect(sale.to_address).toBe(owner)
    expect(sale.from_address).not.toBe(owner)
  }
  const { rows: volumes } = await pool.query<{ address: string; volume: string; summed: string }>(
    `SELECT c.address, c.volume::text, coalesce(sum(a.price), 0)::text AS summed FROM nft.collections c
       LEFT JOIN nft.activity a ON a.address = c.address AND a.type = 'sale' GROUP BY c.address, c.volume`,
  )
  expect(volumes.filter((v) => v.volume !== '0')).toHaveLength(3)
  for (const v of volumes) expect(v.volume).toBe(v.summed)
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})

test('live: a sale, a cancelled listing and a cancel-all are followed', async () => {
  const market = seaportMarket(chain.anvil.rpcUrl, chain.deployment)
  const { rows } = await pool.query<{ address: Address; token_id: string; owner: Address; volume: string }>(
    `SELECT b.address, b.token_id::text, b.owner, c.volume::text FROM nft.balances b
       JOIN nft.collections c USING (chain_id, address)
      WHERE c.standard = 'ERC721' AND b.amount > 0 ORDER BY b.address, b.token_id LIMIT 2`,
  )
  const [sold, kept] = rows as [(typeof rows)[0], (typeof rows)[0]]
  const buyer = devAccount(sold.owner === devAccount(7).address ? 6 : 7).address
  const saleTx = await market.buy(
    await market.list(sold.owner, sold.address, BigInt(sold.token_id), parseEther('2.5')),
    buyer,
  )
  const unwanted = await market.list(kept.owner, kept.address, BigInt(kept.token_id), parseEther('9'))
  await market.cancel(unwanted)
  await market.cancelAll(kept.owner)

  const step = await followStep(testCommon({ pool: pool, client: client, chainId: chainId, seaport: chain.seaport }))
  expect(step.indexed.length).toBeGreaterThanOrEqual(3)
  const { rows: sale } = await pool.query(
    `SELECT from_address, to_address, price::text FROM nft.activity WHERE type = 'sale' AND tx_hash = $1`,
    [saleTx],
  )
  expect(sale).toEqual([{ from_address: sold.owner, to_address: buyer, price: parseEther('2.5').toString() }])
  // The NFT's transfer in that transaction is marked as the sale's settlement.
  const { rows: settled } = await pool.query(
    `SELECT settles_sale FROM nft.activity WHERE type = 'transfer' AND tx_hash = $1`,
    [saleTx],
  )
  expect(settled).toEqual([{ settles_sale: true }])
  const { rows: cancels } = await pool.query(
    `SELECT address, from_address, order_hash, counter::text FROM nft.activity
      WHERE type = 'cancel' ORDER BY block_number`,
  )
  expect(cancels).toEqual([
    {
      address: chain.deployment.seaport,
      from_address: kept.owner,
      order_hash: market.orderHash(unwanted),
      counter: null,
    },
    {
      address: chain.deployment.seaport,
      from_address: kept.owner,
      order_hash: null,
      counter: String(await market.counter(kept.owner)),
    },
  ])
  const { rows: volume } = await pool.query('SELECT volume::text FROM nft.collections WHERE address = $1', [
    sold.address,
  ])
  expect(volume[0].volume).toBe((BigInt(sold.volume) + parseEther('2.5')).toString())
  expect(await compareWithChain(pool, client, chainId)).toEqual([])
})
