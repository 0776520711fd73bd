import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
import { callFunction, createMarketWorld, type MarketWorld } from '../../../test/marketWorld.ts'

let world: MarketWorld
let capped: Address
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const documents = inject('documents')
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
/** A metadata document inline (a `data:` URI): read when the voucher is posted, no host needed. */
const inline = (document: object) => `data:application/json,${encodeURIComponent(JSON.stringify(document))}`
const voucherOf = (overrides: Partial<MintVoucher> = {}): MintVoucher => {
  nonce += 1n
  return {
    collection: world.collection,
    tokenId: lazyTokenId(creator.address, nonce),
    uri: inline({ name: `Lazy item ${nonce}` }),
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

  test("its item is read at the voucher's URI when posted: getOrders answers its name and whether it has a picture", async () => {
    const read = voucherOf({ uri: inline({ name: 'Lazy Lion', image: 'https://example.com/lion.png' }) })
    const unread = voucherOf({ uri: inline({ description: 'No name, no picture' }) })
    for (const voucher of [read, unread]) expect((await postLazy(voucher, await sign(voucher))).status).toBe(200)
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
    expect(answered(unread).lazyItem).toEqual({ name: null, hasPicture: false })
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

  test("a document that cannot be had is refused in words (7134), a host down for now is 'try again' (503): nothing stored", async () => {
    writeFileSync(join(documents.dir, 'page.json'), '<html>not a document</html>')
    const refused = async (uri: string) => {
      const voucher = voucherOf({ uri })
      return expectRefused(voucher, await sign(voucher), 'unreadableItem')
    }
    expect(await refused(`${documents.url}/gone.json`)).toBe(
      "The voucher's metadata could not be read at its URI (The server answered 404): a lazy listing shows its own item, so its metadata must be a JSON document readable when it is posted.",
    )
    expect(await refused(`${documents.url}/page.json`)).toMatch(/\(Metadata is not JSON\)/)
    // Never what a name resolves to inside our network.
    expect(await refused('http://10.1.2.3/item.json')).toMatch(/\(its host is not on a public address\)/)
    expect(await refused('ftp://example.com/item.json')).toMatch(/Unsupported token URI scheme/)

    const later = voucherOf({ uri: `${documents.url}/unavailable/item.json` })
    const answer = await postLazy(later, await sign(later))
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 503, code: 100 })
    expect(answer.error).toMatch(
      /could not be read at its URI just now \(The server answered 503\)\. Try again shortly\./,
    )
    const { rows } = await db.query('SELECT 1 FROM market.orders WHERE order_hash = $1', [getVoucherHash(31337, later)])
    expect(rows).toEqual([])

    // On a web host, as a creator's own server: read there.
    writeFileSync(join(documents.dir, 'hosted.json'), JSON.stringify({ name: 'Hosted Heron' }))
    const hosted = voucherOf({ uri: `${documents.url}/hosted.json` })
    expect((await postLazy(hosted, await sign(hosted))).status).toBe(200)
    const { result } = await callFunction('getOrder', { orderHash: getVoucherHash(31337, hosted) })
    expect(result.lazyItem).toEqual({ name: 'Hosted Heron', hasPicture: false })
  })

  test("getOrders filters lazy listings by their own item's traits, as the collection page's grid", async () => {
    const traits = (palette: string, wind: string) => [
      { trait_type: 'Palette', value: palette },
      { trait_type: 'Wind', value: wind },
    ]
    const dusk = voucherOf({ uri: inline({ name: 'Dusk North', attributes: traits('Dusk', 'North') }) })
    const dawn = voucherOf({ uri: inline({ name: 'Dawn North', attributes: traits('Dawn', 'North') }) })
    const duskSouth = voucherOf({ uri: inline({ name: 'Dusk South', attributes: traits('Dusk', 'South') }) })
    for (const voucher of [dusk, dawn, duskSouth])
      expect((await postLazy(voucher, await sign(voucher))).status).toBe(200)
    const names = async (filter: Record<string, string[]>) => {
      const { result } = await callFunction('getOrders', {
        side: 'listing',
        address: world.collection,
        kind: 'lazy',
        traits: filter,
        limit: 100,
      })
      return result.results.map((o: { lazyItem: { name: string } }) => o.lazyItem.name).sort()
    }
    expect(await names({ Palette: ['Dusk'] })).toEqual(['Dusk North', 'Dusk South'])
    expect(await names({ Palette: ['Dusk', 'Dawn'], Wind: ['North'] })).toEqual(['Dawn North', 'Dusk North'])
    expect(await names({ Palette: ['Noon'] })).toEqual([])
    const seaport = await callFunction('getOrders', {
      side: 'listing',
      address: world.collection,
      traits: { Palette: ['Dusk'] },
    })
    expect({ status: seaport.status, error: seaport.error }).toEqual({
      status: 400,
      error: "traits filter lazy listings only: pass kind 'lazy' with them.",
    })
  })

  test("refreshMetadata of a token not minted yet reads its open listings' items again", async () => {
    const tokenId = lazyTokenId(creator.address, 777_777n)
    const voucher = voucherOf({ tokenId })
    await postLazy(voucher, await sign(voucher))
    const refreshed = await callFunction('refreshMetadata', { address: world.collection, tokenId: tokenId.toString() })
    expect(refreshed.result).toEqual({
      address: world.collection,
      tokenId: tokenId.toString(),
      metadataStatus: 'pending',
    })
    const { rows } = await db.query('SELECT status, name FROM market.lazy_items WHERE order_hash = $1', [
      getVoucherHash(31337, voucher),
    ])
    // Queued for the indexer; what it showed stays until then.
    expect(rows).toEqual([{ status: 'pending', name: `Lazy item ${voucher.nonce}` }])
    const unknown = await callFunction('refreshMetadata', {
      address: world.collection,
      tokenId: lazyTokenId(creator.address, 888_888n).toString(),
    })
    expect({ status: unknown.status, error: unknown.error }).toEqual({
      status: 404,
      error: `No token ${lazyTokenId(creator.address, 888_888n)} in ${world.collection} is indexed or listed lazily.`,
    })
  })
})
