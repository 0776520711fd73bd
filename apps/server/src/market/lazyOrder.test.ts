import { OrderRefusal } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount } from '@vitrine/devchain'
import {
  getVoucherHash,
  lazyTokenId,
  type MintVoucher,
  mintVoucherTypedData,
  redeemTransaction,
  toMintVoucherJson,
} from '@vitrine/market'
import pg from 'pg'
import { type Address, type Hex, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld } from '../../test/marketWorld.ts'

let world: MarketWorld
let capped: Address
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const creator = devAccount(1)
beforeAll(async () => {
  world = await createMarketWorld()
  // A collection of one token at most, which the creator mints at once.
  const receipt = await world.mined(
    await world.wallet(1).writeContract({
      address: world.deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Capped', 'CAP', '', 1n, creator.address, 500n],
    }),
  )
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  capped = created?.args.collection as Address
  await world.mined(
    await world.wallet(1).writeContract({
      address: capped,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [creator.address, 'ipfs://only.json'],
    }),
  )
})
afterAll(() => db.end())

let nonce = 100n
const voucherOf = (overrides: Partial<MintVoucher> = {}): MintVoucher => {
  nonce += 1n
  return {
    collection: world.collection,
    tokenId: lazyTokenId(creator.address, nonce),
    uri: `ipfs://lazy/${nonce}.json`,
    price: parseEther('0.5'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce,
    ...overrides,
  }
}
const sign = (voucher: MintVoucher, by = 1) => world.wallet(by).signTypedData(mintVoucherTypedData(31337, voucher))
const postLazy = (voucher: MintVoucher, signature: Hex) =>
  callFunction('postOrder', { kind: 'lazy', source: 'rarible', voucher: toMintVoucherJson(voucher), signature })

async function expectRefused(voucher: MintVoucher, signature: Hex, refusal: keyof typeof OrderRefusal) {
  const answer = await postLazy(voucher, signature)
  expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: OrderRefusal[refusal] })
  const { rows } = await db.query('SELECT 1 FROM market.orders WHERE order_hash = $1', [
    getVoucherHash(31337, voucher).toLowerCase(),
  ])
  expect(rows).toEqual([])
  return answer.error
}

describe('postOrder takes a lazy-mint voucher (kind lazy, source rarible)', () => {
  test('stored as an active rarible listing with its list activity; getFillTransaction mints it to the buyer', async () => {
    const voucher = voucherOf()
    const signature = await sign(voucher)
    const posted = await postLazy(voucher, signature)
    const orderHash = getVoucherHash(31337, voucher)
    expect(posted.result).toEqual({ orderHash })
    const { result: order } = await callFunction('getOrder', { orderHash })
    expect(order).toMatchObject({
      kind: 'lazy',
      side: 'listing',
      source: 'rarible',
      status: 'active',
      maker: creator.address,
      address: world.collection,
      tokenId: voucher.tokenId.toString(),
      price: voucher.price.toString(),
      parameters: null,
      voucher: toMintVoucherJson(voucher),
    })
    const { result: listings } = await callFunction('getOrders', {
      side: 'listing',
      address: world.collection,
      kind: 'lazy',
    })
    expect(listings.results.map((o: { orderHash: string }) => o.orderHash)).toContain(orderHash)
    const { result: activity } = await callFunction('getActivity', {
      address: world.collection,
      types: ['list'],
      sources: ['rarible'],
    })
    expect(activity.results).toContainEqual(
      expect.objectContaining({ type: 'list', tokenId: voucher.tokenId.toString(), source: 'rarible' }),
    )
    // Posting it again is harmless.
    expect((await postLazy(voucher, signature)).result).toEqual({ orderHash })

    const buyer = devAccount(5).address
    const fill = await callFunction('getFillTransaction', { orderHash, taker: buyer })
    expect(fill.result).toMatchObject({ to: world.collection, value: voucher.price.toString() })
    const receipt = await world.mined(
      await world.wallet(5).sendTransaction({
        to: fill.result.to,
        data: fill.result.data,
        value: BigInt(fill.result.value),
      }),
    )
    expect(receipt.status).toBe('success')
    const owner = await world.client.readContract({
      address: world.collection,
      abi: creatorCollectionAbi,
      functionName: 'ownerOf',
      args: [voucher.tokenId],
    })
    expect(owner).toBe(buyer)
    // Now minted, and its nonce used: the same voucher is refused (it was stored before).
    const again = await postLazy(voucher, signature)
    expect({ code: again.code, error: again.error }).toEqual({
      code: OrderRefusal.alreadyMinted,
      error: 'This token is minted already.',
    })
  })

  test("getOrders answers a lazy item's name and whether it has a picture once the indexer has read them", async () => {
    const read = voucherOf()
    const unread = voucherOf()
    for (const voucher of [read, unread]) await postLazy(voucher, await sign(voucher))
    // As the indexer writes what it read at the voucher's URI (lazyItemsWorker).
    await db.query(
      `INSERT INTO market.lazy_items (chain_id, address, token_id, uri, status, name, image)
       VALUES (31337, $1, $2, $3, 'ok', 'Lazy Lion', 'https://example.com/lion.png')`,
      [world.collection, read.tokenId.toString(), read.uri],
    )
    // Newest first, 100: a page not asked for before (the read cache holds the others a few seconds).
    const { result } = await callFunction('getOrders', {
      side: 'listing',
      address: world.collection,
      kind: 'lazy',
      sort: 'newest',
      limit: 100,
    })
    const answered = (voucher: MintVoucher) =>
      result.results.find((o: { tokenId: string }) => o.tokenId === voucher.tokenId.toString())
    expect(answered(read).lazyItem).toEqual({ name: 'Lazy Lion', hasPicture: true })
    expect(answered(unread).lazyItem).toBeNull()
    const { result: one } = await callFunction('getOrder', { orderHash: getVoucherHash(31337, read) })
    expect(one.lazyItem).toEqual({ name: 'Lazy Lion', hasPicture: true })
  })

  test('getFillTransaction: unknown order, a Seaport order, bad taker', async () => {
    expect(
      (await callFunction('getFillTransaction', { orderHash: `0x${'ab'.repeat(32)}`, taker: zeroAddress })).status,
    ).toBe(404)
    const seaport = await world.listing(2, '1')
    const posted = await callFunction('postOrder', seaport)
    const answer = await callFunction('getFillTransaction', { orderHash: posted.result.orderHash, taker: zeroAddress })
    expect(answer.error).toMatch(/seaport-js/)
    expect((await callFunction('getFillTransaction', { orderHash: posted.result.orderHash, taker: 'me' })).status).toBe(
      400,
    )
  })

  test('refused: a bad signature, a signer not the minter, expired, minted, nonce used or revoked, supply cap reached, not ETH', async () => {
    // Signed by someone other than the creator the token id names.
    const forged = voucherOf()
    expect(await expectRefused(forged, await sign(forged, 4), 'badSignature')).toMatch(/signature/)
    // A tampered price.
    const tampered = voucherOf()
    expect(await expectRefused({ ...tampered, price: 1n }, await sign(tampered), 'badSignature')).toMatch(/signature/)
    // Signed by dev account 4 for its own token id, on dev account 1's collection.
    const stranger = voucherOf({ tokenId: lazyTokenId(devAccount(4).address, 1n) })
    expect(await expectRefused(stranger, await sign(stranger, 4), 'notMinter')).toMatch(/minter/)
    const expired = voucherOf({ expiry: 1000n })
    expect(await expectRefused(expired, await sign(expired), 'orderExpired')).toMatch(/expired/)

    // The token minted already by another voucher (redeemed on the chain, never posted): this one's nonce is unused.
    const redeemed = voucherOf()
    await world.mined(await world.wallet(5).sendTransaction(redeemTransaction(redeemed, await sign(redeemed))))
    const sameToken = voucherOf({ tokenId: redeemed.tokenId })
    expect(await expectRefused(sameToken, await sign(sameToken), 'alreadyMinted')).toBe('This token is minted already.')

    const revoked = voucherOf()
    await world.mined(
      await world.wallet(1).writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'revokeNonce',
        args: [revoked.nonce],
      }),
    )
    expect(await expectRefused(revoked, await sign(revoked), 'nonceUsed')).toMatch(/nonce/)

    const full = voucherOf({ collection: capped })
    expect(await expectRefused(full, await sign(full), 'supplyCapReached')).toMatch(/supply cap/)

    const notOurs = voucherOf({ collection: world.deployment.weth })
    expect(await expectRefused(notOurs, await sign(notOurs), 'unknownShape')).toMatch(/factory/)

    // Only ETH: a voucher priced in another token (WETH here) is refused, as the collection would refuse to redeem it.
    const inWeth = voucherOf({ currency: world.deployment.weth })
    expect(await expectRefused(inWeth, await sign(inWeth), 'unknownShape')).toMatch(/priced in ETH/)

    // Bad shape: a 400 naming the field, nothing stored.
    const shape = await callFunction('postOrder', {
      kind: 'lazy',
      source: 'rarible',
      voucher: { ...toMintVoucherJson(voucherOf()), price: '-1' },
      signature: '0x00',
    })
    expect({ status: shape.status, error: shape.error }).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^voucher.price/),
    })
  })
})
