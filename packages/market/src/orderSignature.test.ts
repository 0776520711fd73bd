import { ItemType } from '@opensea/seaport-js'
import type { OrderComponentsJson } from '@vitrine/api'
import { orderComponentsSchema } from '@vitrine/api'
import { devAccount, type SignedOrder, seaportArtifact } from '@vitrine/devchain'
import { type Hex, parseEther, recoverAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type MarketChain, startMarketChain } from '../test/marketChain.ts'
import { seaportViewsAbi } from './marketAbis.ts'
import { getOrderHash, seaportDomain } from './orderHash.ts'
import { signedDigest } from './orderSignature.ts'
import { toOrderComponents } from './seaportTypes.ts'

let chain: MarketChain
beforeAll(async () => {
  chain = await startMarketChain()
})
afterAll(() => chain?.stop())

const components = (order: SignedOrder) =>
  toOrderComponents(orderComponentsSchema.parse(order.parameters) as OrderComponentsJson)
const listing = (tokenId: number, price: string) => ({
  offer: [{ itemType: ItemType.ERC721 as const, token: chain.collection, identifier: String(tokenId) }],
  consideration: [{ amount: parseEther(price).toString(), recipient: devAccount(1 + tokenId).address }],
})
const recover = async (order: SignedOrder) => {
  const { digest, ecdsa } = signedDigest(
    seaportDomain(31337, chain.deployment.seaport),
    getOrderHash(components(order)),
    order.signature as Hex,
  )
  return ecdsa && recoverAddress({ hash: digest, signature: ecdsa })
}

test('the order hash is seaport-js’s and Seaport’s own', async () => {
  const order = await chain.market.createOrder(listing(1, '1'), devAccount(2).address)
  const hash = getOrderHash(components(order))
  expect(hash).toBe(chain.market.orderHash(order))
  const onChain = await chain.client.readContract({
    address: chain.deployment.seaport,
    abi: seaportArtifact.abi,
    functionName: 'getOrderHash',
    args: [components(order)],
  })
  expect(onChain).toBe(hash)
  expect(seaportViewsAbi.length).toBeGreaterThan(0)
})

test('a signature recovers to its offerer; another offerer’s order or a changed order does not', async () => {
  const order = await chain.market.createOrder(listing(2, '0.5'), devAccount(3).address)
  expect(await recover(order)).toBe(devAccount(3).address)
  const changed = { ...order, parameters: { ...order.parameters, endTime: '1' } }
  expect(await recover(changed)).not.toBe(devAccount(3).address)
  const other = await chain.market.createOrder(listing(3, '0.5'), devAccount(4).address)
  expect(await recover({ ...order, signature: other.signature })).not.toBe(devAccount(3).address)
})

test('each order of a bulk signature (seaport-js’s Merkle tree) recovers to its offerer, at its index', async () => {
  const seller = devAccount(5).address
  const orders = await chain.market.createBulkOrders(
    [listing(4, '1'), { ...listing(4, '2'), salt: '7' }, { ...listing(4, '3'), salt: '8' }],
    seller,
  )
  expect(orders).toHaveLength(3)
  for (const [index, order] of orders.entries()) {
    expect([64 + 3 + 32 * 2, 65 + 3 + 32 * 2]).toContain((order.signature.length - 2) / 2)
    const { bulk } = signedDigest(
      seaportDomain(31337, chain.deployment.seaport),
      chain.market.orderHash(order) as Hex,
      order.signature as Hex,
    )
    expect(bulk).toEqual({ index, height: 2 })
    expect(await recover(order)).toBe(seller)
  }
  // A proof taken to another order of the tree does not verify it.
  const [first, second] = orders as [SignedOrder, SignedOrder]
  expect(await recover({ ...first, signature: second.signature })).not.toBe(seller)
  // Seaport itself agrees: the bulk-signed order fills.
  const buyer = devAccount(9).address
  await chain.market.buy(second, buyer)
  const status = await chain.client.readContract({
    address: chain.deployment.seaport,
    abi: seaportViewsAbi,
    functionName: 'getOrderStatus',
    args: [chain.market.orderHash(second) as Hex],
  })
  expect(status[2]).toBe(1n)
})
