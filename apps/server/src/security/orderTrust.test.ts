/**
 * Attack 3 of issue 50, replayed against the real stack (anvil, PostgreSQL, Parse Server): orders
 * that would show as something they are not, or pay someone they should not, are refused by
 * postOrder with a sentence (4xx, never 5xx) and leave no trace; what is accepted shows what it is.
 */
import { ItemType } from '@opensea/seaport-js'
import type { ConsiderationInputItem } from '@opensea/seaport-js/lib/types'
import { OrderRefusal } from '@vitrine/api'
import { DEMO_TOKEN, devAccount, type SignedOrder, weth9Artifact } from '@vitrine/devchain'
import { getOrderHash, splitPrice, toOrderComponents } from '@vitrine/market'
import pg from 'pg'
import { type Address, erc20Abi, getAddress, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld, postOrder, wethAbi } from '../../test/marketWorld.ts'

let world: MarketWorld
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const { fee } = inject('stack')
const terms = { feeRecipient: fee.recipient, feeBps: fee.bps }
const royaltyReceiver = devAccount(1).address
const royalty = (price: bigint) => ({ receiver: royaltyReceiver, amount: (price * 500n) / 10_000n })
/** Makes offers in this file only: its WETH is not moved by other files' tests. */
const offerer = devAccount(7)
const attacker = devAccount(6)
const stranger = devAccount(5).address

beforeAll(async () => {
  world = await createMarketWorld({ weth: false })
  // The items as the indexer would have them, so getNFT answers them with their best orders.
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status, item_count, owner_count, volume)
     VALUES (31337, $1, 'ERC721', 1, 'World', 'WRLD', 'ok', 12, 6, 0)`,
    [world.collection],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status)
     SELECT 31337, $1, id, 1, 'ok' FROM generate_series(1, 12) AS id`,
    [world.collection],
  )
  // The honest offerer wraps 20 WETH and lets the conduit take it.
  const wallet = world.wallet(7)
  const weth = world.deployment.weth
  await world.mined(
    await wallet.writeContract({ address: weth, abi: wethAbi, functionName: 'deposit', value: parseEther('20') }),
  )
  await world.mined(
    await wallet.writeContract({
      address: weth,
      abi: wethAbi,
      functionName: 'approve',
      args: [world.deployment.conduit, maxUint256],
    }),
  )
})
afterAll(async () => {
  await db.query('DELETE FROM nft.tokens WHERE address = $1', [world.collection])
  await db.query('DELETE FROM nft.collections WHERE address = $1', [world.collection])
  await db.end()
})

/** Refused with the reason's code and a sentence, as a 4xx; nothing of it in the order book, nothing shown on the item. */
async function expectRefused(order: SignedOrder, refusal: keyof typeof OrderRefusal, tokenId: number) {
  const answer = await postOrder(order)
  expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: OrderRefusal[refusal] })
  expect(answer.error).toMatch(/^The .+\.$/)
  const hash = getOrderHash(toOrderComponents(order.parameters as never))
  expect((await callFunction('getOrder', { orderHash: hash })).status).toBe(404)
  const { rows } = await db.query('SELECT 1 FROM market.orders WHERE order_hash = $1', [hash.toLowerCase()])
  expect(rows).toEqual([])
  const nft = await callFunction('getNFT', { address: world.collection, tokenId: String(tokenId) })
  expect(nft.result).toMatchObject({ tokenId: String(tokenId), topOffer: null })
  return answer.error as string
}

/** An offer of `price` (wei) of `currency` by `maker` on `tokenId`, royalty and fee in it as the site makes them, plus `extra` payments. */
function offerIn(
  currency: Address,
  maker: Address,
  tokenId: number,
  price: bigint,
  extra: { amount: bigint; recipient: Address }[] = [],
  shares = splitPrice(price, royalty(price), terms).payments,
) {
  const wanted: ConsiderationInputItem = {
    itemType: ItemType.ERC721,
    token: world.collection,
    identifier: String(tokenId),
    recipient: maker,
  }
  return world.market.createOrder(
    {
      offer: [{ token: currency, amount: price.toString() }],
      consideration: [
        wanted,
        ...[...shares, ...extra].map((p) => ({ token: currency, amount: p.amount.toString(), recipient: p.recipient })),
      ],
    },
    maker,
  )
}

describe('offers are paid in the market’s WETH or a currency the operator lists', () => {
  test('a second WETH9 deployed by an attacker ("Wrapped Ether", WETH): its 10 WETH offer is refused', async () => {
    const wallet = world.wallet(6)
    const receipt = await world.mined(
      await wallet.deployContract({ abi: weth9Artifact.abi, bytecode: weth9Artifact.bytecode }),
    )
    const fakeWeth = getAddress(receipt.contractAddress as Address)
    expect(await world.client.readContract({ address: fakeWeth, abi: erc20Abi, functionName: 'symbol' })).toBe('WETH')
    // Backed in full by the attacker's own token: balance and allowance as a real offer's.
    await world.mined(
      await wallet.writeContract({ address: fakeWeth, abi: wethAbi, functionName: 'deposit', value: parseEther('10') }),
    )
    await world.mined(
      await wallet.writeContract({
        address: fakeWeth,
        abi: wethAbi,
        functionName: 'approve',
        args: [world.deployment.conduit, maxUint256],
      }),
    )
    const fake = await offerIn(fakeWeth, attacker.address, 1, parseEther('10'))
    const error = await expectRefused(fake, 'unknownCurrency', 1)
    expect(error).toContain(fakeWeth)
    expect(error).toContain(world.deployment.weth)
  })

  test('a currency the operator lists (the demo’s vUSD, 6 decimals) is taken, and getMarketConfig names it', async () => {
    const config = (await callFunction('getMarketConfig', {})).result
    expect(config.offerCurrencies).toEqual([
      { address: world.deployment.weth, symbol: 'WETH', decimals: 18 },
      { address: world.deployment.demoToken, symbol: DEMO_TOKEN.symbol, decimals: DEMO_TOKEN.decimals },
    ])
    await world.mined(
      await world.wallet(7).writeContract({
        address: world.deployment.demoToken,
        abi: erc20Abi,
        functionName: 'approve',
        args: [world.deployment.conduit, maxUint256],
      }),
    )
    const order = await offerIn(world.deployment.demoToken, offerer.address, 2, parseUnits('100', 6))
    const posted = await postOrder(order)
    expect(posted.result).toEqual({ orderHash: world.market.orderHash(order) })
    const nft = await callFunction('getNFT', { address: world.collection, tokenId: '2' })
    expect(nft.result.topOffer).toMatchObject({
      price: parseUnits('100', 6).toString(),
      currency: world.deployment.demoToken,
    })
  })
})

describe('after the item itself, an order pays only the royalty receiver and the fee recipient, no more than owed', () => {
  test('a real 10 WETH offer paying 9.9 WETH back to its maker (the seller would net 0.1) is refused', async () => {
    const price = parseEther('10')
    const order = await offerIn(world.deployment.weth, offerer.address, 3, price, [
      { amount: parseEther('9.9'), recipient: offerer.address },
    ])
    expect(await expectRefused(order, 'foreignPayee', 3)).toContain(offerer.address)
  })

  test('an offer paying the royalty receiver or the fee recipient more than owed is refused', async () => {
    const price = parseEther('10')
    const owed = splitPrice(price, royalty(price), terms).payments
    const more = (recipient: Address, extra: bigint) =>
      owed.map((p) => (p.recipient === recipient ? { ...p, amount: p.amount + extra } : p))
    // The royalty receiver is the offerer's friend: 9 WETH more to it, out of the seller's 10.
    const royaltyOver = await offerIn(
      world.deployment.weth,
      offerer.address,
      3,
      price,
      [],
      more(royaltyReceiver, parseEther('9')),
    )
    expect(await expectRefused(royaltyOver, 'overpaid', 3)).toMatch(/royalty/)
    const feeOver = await offerIn(world.deployment.weth, offerer.address, 3, price, [], more(fee.recipient, 1n))
    expect(await expectRefused(feeOver, 'overpaid', 3)).toMatch(/fee/)
  })

  test('a listing whose buyer would also pay a stranger is refused; the price shown is what the buyer pays', async () => {
    const seller = world.holderOf(4) as Address
    const price = parseEther('1')
    // Royalty and fee paid in full at the whole 1.5 ETH the buyer sends, 0.5 of it to a stranger.
    const total = parseEther('1.5')
    const { proceeds, payments } = splitPrice(total, royalty(total), terms)
    const toStranger = await world.market.createOrder(
      {
        offer: [{ itemType: ItemType.ERC721, token: world.collection, identifier: '4' }],
        consideration: [
          { amount: (proceeds - parseEther('0.5')).toString(), recipient: seller },
          ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
          { amount: parseEther('0.5').toString(), recipient: stranger },
        ],
      },
      seller,
    )
    expect(await expectRefused(toStranger, 'foreignPayee', 4)).toContain(stranger)

    // The honest listing: its price in the order book and on the item is what a buyer sends.
    const honest = await world.listing(4, '1')
    const { result } = await postOrder(honest)
    const listed = await callFunction('getOrders', { side: 'listing', address: world.collection, tokenId: '4' })
    expect(listed.result.results.map((o: { orderHash: string; price: string }) => [o.orderHash, o.price])).toEqual([
      [result.orderHash, price.toString()],
    ])
    // Read until the other worker's cached answer (token 4 was read while refusing) is dropped by the new order's notification.
    await expect
      .poll(async () => (await callFunction('getNFT', { address: world.collection, tokenId: '4' })).result.listing, {
        timeout: 5_000,
      })
      .toMatchObject({ orderHash: result.orderHash, price: price.toString() })
    const hash = await world.market.buy(honest, devAccount(9).address)
    const sent = await world.client.getTransaction({ hash })
    expect(sent.value).toBe(price)
  })
})
