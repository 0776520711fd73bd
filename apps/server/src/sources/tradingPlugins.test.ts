import { devAccount } from '@vitrine/devchain'
import pg from 'pg'
import { numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld, postOrder } from '../../test/marketWorld.ts'
import { moralisClient } from '../../test/moralisClient.ts'
import { runPluginTriggers } from '../../test/runPluginTriggers.ts'

/**
 * The `opensea` source as react-moralis's OpenSea plugin, through moralis-v1 in Node against the
 * real server (the test stack has the market and no on-ramp: `fiat` is off here, see
 * fiat/onramp.test.ts for it on).
 */
const Moralis = await moralisClient()
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
let world: MarketWorld
// biome-ignore lint/suspicious/noExplicitAny: plugin answers are read field by field
type Any = any
const opensea = () => (Moralis.Plugins as Any).opensea
/** A lazy item's metadata, inline: postOrder reads a lazy listing's document when it is posted. */
const LAZY_ITEM = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Moralis Lazy Two' }))}`

beforeAll(async () => {
  world = await createMarketWorld()
  // The collection and token 1 as the indexer would have them (no indexer runs here).
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name) VALUES (31337, $1, 'ERC721', 1, 'World')`,
    [world.collection],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status, name, image, attributes)
     VALUES (31337, $1, 1, 1, 'ok', 'World #1', 'ipfs://img/1.png', '[{"trait_type":"Sky","value":"Clear"}]')`,
    [world.collection],
  )
  await db.query(`INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES (31337, $1, 1, $2, 1)`, [
    world.collection,
    world.holderOf(1),
  ])
})
afterAll(async () => {
  for (const table of ['balances', 'tokens', 'collections'])
    await db.query(`DELETE FROM nft.${table} WHERE address = $1`, [world.collection])
  await db.end()
})

/** Our own getOrders, for what the plugin should have put in the book. */
const ourOrders = async (params: Record<string, unknown>) => (await callFunction('getOrders', params)).result.results

describe('the opensea plugin', () => {
  test('getPluginSpecs lists the enabled sources only: oneInch, opensea and rarible with their functions, no fiat here', async () => {
    expect(await Moralis.Cloud.run('getPluginSpecs')).toEqual([
      { name: 'oneInch', functions: ['getSupportedTokens', 'quote', 'hasAllowance', 'approve', 'swap'] },
      { name: 'opensea', functions: ['getAsset', 'getOrders', 'createSellOrder', 'createBuyOrder'] },
      { name: 'rarible', functions: ['lazyMint', 'createSellOrder'] },
    ])
    expect(Object.keys(Moralis.Plugins)).toEqual(['oneInch', 'opensea', 'rarible'])
    // fiat's function stays registered, and says it is off.
    await expect(Moralis.Cloud.run('fiat_buy', {})).rejects.toThrow(/Sign in/)
  })

  test('getAsset: our getNFT, in the shape of an OpenSea asset', async () => {
    const answer = await opensea().getAsset({ network: 'mainnet', tokenAddress: world.collection, tokenId: '1' })
    expect(answer.triggers).toEqual([])
    expect(answer.data).toMatchObject({
      token_id: '1',
      name: 'World #1',
      image_url: 'ipfs://img/1.png',
      asset_contract: { address: world.collection.toLowerCase(), schema_name: 'ERC721' },
      owner: { address: world.holderOf(1).toLowerCase() },
      traits: [{ trait_type: 'Sky', value: 'Clear' }],
    })
  })

  test('getOrders: the token’s listings (orderSide 1) and offers (0) of our book, as OpenSea Seaport orders', async () => {
    const listed = await postOrder(await world.listing(2, '0.4'))
    const offered = await postOrder(await world.offer(8, 2, '0.05'))
    expect([listed.status, offered.status]).toEqual([200, 200])
    const params = { network: 'mainnet', tokenAddress: world.collection, tokenId: '2', page: 1 }
    const listings = (await opensea().getOrders({ ...params, orderSide: 1 })).data
    expect(listings.orders).toHaveLength(1)
    expect(listings.orders[0]).toMatchObject({
      order_hash: listed.result.orderHash,
      side: 'ask',
      current_price: parseEther('0.4').toString(),
      maker: { address: world.holderOf(2).toLowerCase() },
      protocol_address: world.deployment.seaport,
    })
    expect(listings.orders[0].protocol_data.signature).toMatch(/^0x/)
    const offers = (await opensea().getOrders({ ...params, orderSide: 0 })).data
    expect(offers.orders.map((o: Any) => [o.order_hash, o.side])).toEqual([[offered.result.orderHash, 'bid']])
    expect((await opensea().getOrders({ ...params, orderSide: 1, page: 2 })).data.orders).toEqual([])
  })

  test('createSellOrder: the wallet approves, signs the drafted listing, and it lands in our book through postOrder', async () => {
    const seller = devAccount(5) // holds token 4
    const params = {
      network: 'mainnet',
      tokenAddress: world.collection,
      tokenId: '4',
      tokenType: 'ERC721',
      userAddress: seller.address,
      startAmount: 0.25,
      endAmount: 0.25,
    }
    const draft = await opensea().createSellOrder(params, { disableTriggers: true })
    expect(draft.triggers.map((t: Any) => t.name).slice(-2)).toEqual(['web3SignV4', 'callPluginEndpoint'])
    expect(draft.data.typedData.domain).toMatchObject({ name: 'Seaport', verifyingContract: world.deployment.seaport })
    // The endpoint's answer, in the plugin envelope, is what the plugin call returns.
    const answer: Any = await runPluginTriggers(Moralis.Cloud, draft.triggers, seller)
    const { orderHash } = answer.data.result.data
    const [order] = await ourOrders({ side: 'listing', address: world.collection, tokenId: '4' })
    expect(order).toMatchObject({ orderHash, maker: seller.address, price: parseEther('0.25').toString() })
    expect(order.source).toBe('opensea')
    // Approved now: a second listing asks the wallet for the signature only.
    const again = await opensea().createSellOrder(
      { ...params, startAmount: 0.3, endAmount: null },
      { disableTriggers: true },
    )
    expect(again.triggers.map((t: Any) => t.name)).toEqual(['web3SignV4', 'callPluginEndpoint'])
  })

  test('createBuyOrder: an offer in WETH, wrapped and approved as needed, lands in our book', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey())
    await world.client.request({
      method: 'anvil_setBalance' as never,
      params: [buyer.address, numberToHex(parseEther('1'))] as never,
    })
    const draft = await opensea().createBuyOrder(
      { tokenAddress: world.collection, tokenId: '5', userAddress: buyer.address, amount: '0.02' },
      { disableTriggers: true },
    )
    expect(draft.triggers.map((t: Any) => t.name)).toEqual([
      'web3Transaction',
      'web3Transaction',
      'web3SignV4',
      'callPluginEndpoint',
    ])
    const answer: Any = await runPluginTriggers(Moralis.Cloud, draft.triggers, buyer)
    const { orderHash } = answer.data.result.data
    const [order] = await ourOrders({ side: 'offer', address: world.collection, tokenId: '5', maker: buyer.address })
    expect(order).toMatchObject({ orderHash, kind: 'offer', price: parseEther('0.02').toString() })
    expect(order.currency).toBe(world.deployment.weth)
  })
})

describe('the rarible plugin', () => {
  test("lazyMint: a voucher into the creator's own collection, signed by the wallet, lands in our book as a lazy listing", async () => {
    const creator = devAccount(1) // made the world's collection
    await db.query('UPDATE nft.collections SET creator = $2 WHERE chain_id = 31337 AND address = $1', [
      world.collection,
      creator.address,
    ])
    const draft = await (Moralis.Plugins as Any).rarible.lazyMint(
      {
        chain: 'eth',
        userAddress: creator.address,
        tokenType: 'ERC721',
        supply: 1,
        tokenUri: LAZY_ITEM,
        royaltiesAmount: 500,
        price: parseEther('0.4').toString(),
      },
      { disableTriggers: true },
    )
    expect(draft.data.voucher).toMatchObject({ collection: world.collection, uri: LAZY_ITEM })
    expect(draft.triggers.map((t: Any) => t.name)).toEqual(['web3SignV4', 'callPluginEndpoint'])
    const answer: Any = await runPluginTriggers(Moralis.Cloud, draft.triggers, creator)
    const { orderHash } = answer.data.result.data
    const [order] = await ourOrders({ side: 'listing', address: world.collection, kind: 'lazy' })
    expect(order).toMatchObject({ orderHash, kind: 'lazy', source: 'rarible', maker: creator.address })
    expect(order.price).toBe(parseEther('0.4').toString())
    // The endpoint the wallet step posts to is served, not offered as a function of its own.
    const specs: Any = await Moralis.Cloud.run('getPluginSpecs')
    expect(specs.find((spec: Any) => spec.name === 'rarible').functions).not.toContain('postLazyOrder')
  })
})

describe('bad calls are refused with a sentence (400), never a 5xx', () => {
  const base = { network: 'mainnet', tokenId: '1', orderSide: 1 }
  test.each([
    ['getOrders', { ...base, tokenAddress: '0x12' }, /tokenAddress must be an address/],
    [
      'getOrders',
      { ...base, tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', orderSide: 2 },
      /orderSide must be 1/,
    ],
    ['getOrders', { ...base, tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', page: 0 }, /page must be/],
    ['getAsset', { tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: '-1' }, /tokenId must be/],
    [
      'getAsset',
      { network: 'ropsten', tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', tokenId: '1' },
      /network must be/,
    ],
  ])('%s %j', async (name, params, message) => {
    const answer = await callFunction(`opensea_${name}`, params)
    expect(answer.status).toBe(400)
    expect(answer.error).toMatch(message)
  })

  test('a listing the wallet cannot make is refused before the wallet opens', async () => {
    const sell = (params: Record<string, unknown>) =>
      callFunction('opensea_createSellOrder', {
        tokenAddress: world.collection,
        tokenId: '6',
        userAddress: world.holderOf(6),
        startAmount: 0.1,
        ...params,
      })
    const notHeld = await sell({ userAddress: world.holderOf(1) })
    expect([notHeld.status, notHeld.code]).toEqual([400, 7109])
    expect(notHeld.error).toMatch(/does not hold token 6/)
    for (const [params, message] of [
      [{ endAmount: 0.2 }, /endAmount must equal startAmount/],
      [{ startAmount: '1e-7' }, /startAmount must be a positive amount of ETH/],
      [{ startAmount: 0 }, /startAmount must be a positive amount of ETH/],
      [{ expirationTime: 1 }, /expirationTime must be in the future/],
      [{ tokenType: 'ERC20' }, /tokenType must be 'ERC721' or 'ERC1155'/],
    ] as const) {
      const answer = await sell(params)
      expect(answer.status, JSON.stringify(params)).toBe(400)
      expect(answer.error).toMatch(message)
    }
    const foreignCurrency = await callFunction('opensea_createBuyOrder', {
      tokenAddress: world.collection,
      tokenId: '6',
      userAddress: devAccount(8).address,
      amount: 0.1,
      paymentTokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    })
    expect(foreignCurrency.status).toBe(400)
    expect(foreignCurrency.error).toMatch(/paymentTokenAddress must be WETH/)
  })

  test('a signature that is not the offerer’s is refused by postOrder’s own check, and nothing is stored', async () => {
    const draft = (
      await callFunction('opensea_createSellOrder', {
        tokenAddress: world.collection,
        tokenId: '7',
        userAddress: world.holderOf(7),
        startAmount: '0.3',
      })
    ).result.data.result
    const signature = await devAccount(1).signTypedData(JSON.parse(draft.triggers.at(-2).parameters[1]))
    const posted = await callFunction('opensea_postOrder', { parameters: draft.data.parameters, signature })
    expect(posted.status).toBe(400)
    expect(posted.error).toMatch(/signature/)
    expect(await ourOrders({ side: 'listing', address: world.collection, tokenId: '7' })).toEqual([])
  })
})
