import { ItemType } from '@opensea/seaport-js'
import { type LiveChange, MARKET_TRY_AGAIN, OrderRefusal, TradingSourcesSchema } from '@vitrine/api'
import { creatorCollectionAbi, simpleSmartWalletAbi, simpleSmartWalletBytecode } from '@vitrine/contracts'
import { LIVE_CHANNEL } from '@vitrine/db'
import { devAccount, type SignedOrder } from '@vitrine/devchain'
import {
  getOrderHash,
  seaportDomain,
  signedDigest,
  splitPrice,
  toOrderComponents,
  toOrderComponentsJson,
} from '@vitrine/market'
import { freePort, waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { type Address, parseEther, zeroAddress, zeroHash } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { callFunction, createMarketWorld, type MarketWorld, postOrder, wethAbi } from '../../test/marketWorld.ts'
import { spawnServer } from '../../test/spawnServer.ts'

let world: MarketWorld
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
beforeAll(async () => {
  world = await createMarketWorld()
})
afterAll(() => db.end())

/** A refused order: the reason's code, and no trace of it in the order book. */
async function expectRefused(order: SignedOrder, refusal: keyof typeof OrderRefusal) {
  const answer = await postOrder(order)
  expect({ code: answer.code, error: answer.error }).toMatchObject({ code: OrderRefusal[refusal] })
  expect(answer.status).toBe(400)
  const hash = getOrderHash(toOrderComponents(order.parameters as never))
  const unknown = await callFunction('getOrder', { orderHash: hash })
  expect(unknown.status).toBe(404)
  return answer.error as string
}

describe('postOrder accepts', () => {
  test('a listing, with its list activity; getOrder answers it active, as posted', async () => {
    const order = await world.listing(1, '1')
    const posted = await postOrder(order)
    expect(posted.result).toEqual({ orderHash: world.market.orderHash(order) })
    const { result } = await callFunction('getOrder', { orderHash: posted.result.orderHash })
    expect(result).toMatchObject({
      orderHash: posted.result.orderHash,
      side: 'listing',
      kind: 'listing',
      maker: world.holderOf(1),
      address: world.collection,
      tokenId: '1',
      amount: '1',
      price: parseEther('1').toString(),
      currency: zeroAddress,
      status: 'active',
      statusReason: null,
      revived: false,
      source: 'opensea',
      signature: order.signature.toLowerCase(),
    })
    expect(result.parameters.counter).toBe('0')
    // Posting it again is harmless.
    expect((await postOrder(order)).result).toEqual(posted.result)
    const { result: activity } = await callFunction('getActivity', { address: world.collection, types: ['list'] })
    expect(activity.results).toEqual([
      expect.objectContaining({
        type: 'list',
        tokenId: '1',
        from: world.holderOf(1),
        price: parseEther('1').toString(),
        source: 'opensea',
        txHash: null,
      }),
    ])
  })

  test('an offer, a collection offer, an edition listing, and listings under one bulk signature', async () => {
    for (const order of [
      await world.offer(8, 2, '0.5'),
      await world.offer(9, null, '0.3'),
      await world.editionListing(4, '0.2'),
    ]) {
      expect((await postOrder(order)).result?.orderHash).toBe(world.market.orderHash(order))
    }
    const seller = world.holderOf(3)
    const bulk = await world.market.createBulkOrders(
      [3, 9].map((tokenId) => ({
        offer: [{ itemType: ItemType.ERC721, token: world.collection, identifier: String(tokenId) }],
        consideration: (() => {
          const price = parseEther('2')
          const { proceeds, payments } = splitPrice(
            price,
            { receiver: devAccount(1).address, amount: price / 20n },
            inject('stack').fee && { feeRecipient: inject('stack').fee.recipient, feeBps: 100 },
          )
          return [
            { amount: proceeds.toString(), recipient: seller },
            ...payments.map((p) => ({ amount: p.amount.toString(), recipient: p.recipient })),
          ]
        })(),
      })),
      seller,
    )
    for (const order of bulk) expect((await postOrder(order)).result?.orderHash).toBe(world.market.orderHash(order))
    const { result } = await callFunction('getActivity', { account: devAccount(9).address, types: ['offer'] })
    expect(result.results[0]).toMatchObject({ type: 'offer', tokenId: null, address: world.collection })
  })

  test('orders posted at once: each stored with its activity item, and the live changes name every one', async () => {
    const listener = new pg.Client({ connectionString: inject('stack').databaseUrl })
    await listener.connect()
    const named = new Set<string>()
    listener.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return
      for (const hash of (JSON.parse(message.payload ?? '{}') as LiveChange).orders) named.add(hash)
    })
    await listener.query(`LISTEN ${LIVE_CHANNEL}`)
    try {
      // Signed one by one (the first may approve the conduit), posted at once.
      const orders: SignedOrder[] = []
      for (const price of ['0.61', '0.62', '0.63', '0.64', '0.65', '0.66']) orders.push(await world.listing(12, price))
      const hashes = orders.map((order) => world.market.orderHash(order))
      const answers = await Promise.all(orders.map(postOrder))
      expect(answers.map((answer) => answer.result?.orderHash)).toEqual(hashes)
      for (const hash of hashes)
        expect((await callFunction('getOrder', { orderHash: hash })).result).toMatchObject({ status: 'active' })
      const { rows } = await db.query('SELECT order_hash FROM nft.activity WHERE type = $1 AND order_hash = ANY($2)', [
        'list',
        hashes,
      ])
      expect(rows.map((row) => row.order_hash).sort()).toEqual([...hashes].sort())
      await waitFor(() => hashes.every((hash) => named.has(hash)), 5_000)
    } finally {
      await listener.end()
    }
  })

  test('an ERC-1271 contract wallet’s order, signed by its owner key', async () => {
    const owner = devAccount(6)
    const deployer = world.wallet(6)
    const receipt = await world.mined(
      await deployer.deployContract({
        abi: simpleSmartWalletAbi,
        bytecode: simpleSmartWalletBytecode,
        args: [owner.address],
      }),
    )
    const contract = receipt.contractAddress as Address
    // The wallet holds token 12 and approves the conduit (anvil lets the test act as the contract).
    await world.client.request({ method: 'anvil_impersonateAccount' as never, params: [contract] as never })
    await world.client.request({
      method: 'anvil_setBalance' as never,
      params: [contract, '0xDE0B6B3A7640000'] as never,
    })
    const holder = world.wallet(2 + ((12 - 1) % 6))
    await world.mined(
      await holder.writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'transferFrom',
        args: [world.holderOf(12) as Address, contract, 12n],
      }),
    )
    const asContract = (await import('viem')).createWalletClient({
      account: contract,
      transport: (await import('viem')).http(inject('stack').rpcUrl),
    })
    await world.mined(
      await asContract.writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [world.deployment.conduit, true],
        chain: null,
      }),
    )
    const template = await world.listing(1, '0.7')
    const price = parseEther('0.7')
    const { proceeds, payments } = splitPrice(
      price,
      { receiver: devAccount(1).address, amount: price / 20n },
      { feeRecipient: inject('stack').fee.recipient, feeBps: 100 },
    )
    const components = {
      ...toOrderComponents(template.parameters as never),
      offerer: contract,
      offer: [{ itemType: 2, token: world.collection, identifierOrCriteria: 12n, startAmount: 1n, endAmount: 1n }],
      consideration: [
        {
          itemType: 0,
          token: zeroAddress,
          identifierOrCriteria: 0n,
          startAmount: proceeds,
          endAmount: proceeds,
          recipient: contract,
        },
        ...payments.map((p) => ({
          itemType: 0,
          token: zeroAddress,
          identifierOrCriteria: 0n,
          startAmount: p.amount,
          endAmount: p.amount,
          recipient: p.recipient,
        })),
      ],
    }
    const hash = getOrderHash(components)
    const { originalDigest } = signedDigest(seaportDomain(31337, world.deployment.seaport), hash, '0x')
    const signature = await owner.sign({ hash: originalDigest })
    const posted = await postOrder({ parameters: toOrderComponentsJson(components) as never, signature })
    expect(posted.result).toEqual({ orderHash: hash })
    // Signed by a key that is not the wallet's owner: refused.
    const stranger = await devAccount(7).sign({ hash: originalDigest })
    await expectRefused(
      { parameters: { ...toOrderComponentsJson(components), salt: '99' } as never, signature: stranger },
      'badSignature',
    )
  })
})

describe('postOrder refuses, storing nothing', () => {
  test('a signature of another offerer, or over another order', async () => {
    const order = await world.listing(4, '1')
    const other = await world.listing(5, '1')
    await expectRefused({ ...order, signature: other.signature }, 'badSignature')
    await expectRefused({ ...order, parameters: { ...order.parameters, salt: '12345' } }, 'badSignature')
    await expectRefused({ ...order, signature: `0x${'ab'.repeat(65)}` }, 'badSignature')
  })

  test('a counter that is not the offerer’s current one', async () => {
    await expectRefused(await world.listing(4, '1', { counter: '7' }), 'staleCounter')
  })

  test('an order filled already, or cancelled', async () => {
    const filled = await world.listing(5, '0.4')
    await world.market.buy(filled, devAccount(9).address)
    await expectRefused(filled, 'orderFilled')
    const cancelled = await world.listing(6, '0.4')
    await world.market.cancel(cancelled)
    await expectRefused(cancelled, 'orderCancelled')
  })

  test('an end time past, a start more than 10 minutes ahead', async () => {
    const now = Number((await world.client.getBlock()).timestamp)
    await expectRefused(
      await world.listing(7, '1', { startTime: String(now - 100), endTime: String(now - 10) }),
      'orderExpired',
    )
    await expectRefused(
      await world.listing(7, '1', { startTime: String(now + 700), endTime: String(now + 9000) }),
      'startsTooLate',
    )
    // Within 10 minutes: accepted, inactive until it starts.
    const soon = await world.listing(7, '1', { startTime: String(now + 300), endTime: String(now + 9000) })
    const posted = await postOrder(soon)
    const { result } = await callFunction('getOrder', { orderHash: posted.result.orderHash })
    expect(result).toMatchObject({ status: 'inactive', statusReason: 'notStarted' })
  })

  test('a zone or a conduit other than the marketplace’s', async () => {
    await expectRefused(await world.listing(8, '1', { zone: devAccount(5).address }), 'foreignZone')
    await expectRefused(await world.listing(8, '1', { conduitKey: zeroHash }), 'foreignConduit')
  })

  test('a listing whose seller no longer holds the item, or has revoked the conduit', async () => {
    const moved = await world.listing(10, '1')
    const seller = world.wallet(2 + ((10 - 1) % 6))
    await world.mined(
      await seller.writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'transferFrom',
        args: [world.holderOf(10) as Address, devAccount(9).address, 10n],
      }),
    )
    await expectRefused(moved, 'notOwner')
    const revoked = await world.listing(11, '1')
    const owner11 = world.wallet(2 + ((11 - 1) % 6))
    await world.mined(
      await owner11.writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [world.deployment.conduit, false],
      }),
    )
    await expectRefused(revoked, 'notApproved')
    await world.mined(
      await owner11.writeContract({
        address: world.collection,
        abi: creatorCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [world.deployment.conduit, true],
      }),
    )
  })

  test('an offer whose offerer lacks the WETH, or has not let the conduit take it', async () => {
    const poor = await world.offer(8, 6, '9')
    // All but 1 WETH taken out (other test files' worlds deposit for this dev account too).
    const balance = await world.client.readContract({
      address: world.deployment.weth,
      abi: wethAbi,
      functionName: 'balanceOf',
      args: [devAccount(8).address],
    })
    await world.mined(
      await world.wallet(8).writeContract({
        address: world.deployment.weth,
        abi: wethAbi,
        functionName: 'withdraw',
        args: [balance - parseEther('1')],
      }),
    )
    await expectRefused(poor, 'insufficientBalance')
    const unapproved = await world.offer(9, 6, '1')
    await world.mined(
      await world.wallet(9).writeContract({
        address: world.deployment.weth,
        abi: wethAbi,
        functionName: 'approve',
        args: [world.deployment.conduit, parseEther('0.5')],
      }),
    )
    await expectRefused(unapproved, 'insufficientAllowance')
    await world.mined(
      await world.wallet(9).writeContract({
        address: world.deployment.weth,
        abi: wethAbi,
        functionName: 'approve',
        args: [world.deployment.conduit, parseEther('100')],
      }),
    )
  })

  test('a shape that is none of the kinds (an auction)', async () => {
    const order = await world.listing(2, '1')
    const auction = await world.market.createOrder(
      {
        offer: order.parameters.offer.map((i) => ({
          itemType: ItemType.ERC721 as const,
          token: i.token,
          identifier: i.identifierOrCriteria,
        })),
        consideration: order.parameters.consideration.map((c) => ({
          amount: c.startAmount,
          endAmount: (BigInt(c.startAmount) * 2n).toString(),
          recipient: c.recipient,
        })),
      },
      order.parameters.offerer as Address,
    )
    await expectRefused(auction, 'unknownShape')
  })

  test('a royalty or a marketplace fee not paid in full', async () => {
    const seller = world.holderOf(2)
    const noRoyalty = await world.market.list(seller as Address, world.collection, 2n, parseEther('1'))
    expect(await expectRefused(noRoyalty, 'royaltyUnpaid')).toMatch(/royalty/)
    const price = parseEther('1')
    const royaltyOnly = await world.market.createOrder(
      {
        offer: [{ itemType: ItemType.ERC721 as const, token: world.collection, identifier: '2' }],
        consideration: [
          { amount: ((price * 95n) / 100n).toString(), recipient: seller },
          { amount: (price / 20n).toString(), recipient: devAccount(1).address },
        ],
      },
      seller as Address,
    )
    expect(await expectRefused(royaltyOnly, 'feeUnpaid')).toMatch(/fee/)
  })

  test('malformed parameters name the parameter', async () => {
    const order = await world.listing(2, '1')
    const answer = await postOrder({ ...order, parameters: { ...order.parameters, offerer: 'me' } })
    expect(answer).toMatchObject({ status: 400, code: 162 }) // Parse.Error.INVALID_VALUE
    expect(answer.error).toMatch(/^parameters\.offerer must be an address/)
  })
})

// A server of its own to start (class permissions applied under the schema lock) and the RPC client's
// retries to exhaust: on a busy machine, more than a test's default 30 s.
test('a chain that cannot be read is a temporary error, never a refusal', async () => {
  const stack = inject('stack')
  const port = await freePort()
  const server = spawnServer({
    PORT: String(port),
    DATABASE_URL: stack.databaseUrl,
    MASTER_KEY: stack.masterKey,
    RPC_URL: `http://127.0.0.1:${await freePort()}`,
    WETH_ADDRESS: stack.deployment.weth,
    SEAPORT_ADDRESS: stack.deployment.seaport,
    CONDUIT_KEY: stack.deployment.conduitKey,
    CONDUIT_ADDRESS: stack.deployment.conduit,
    LOG_LEVEL: 'warn',
  })
  try {
    // A refused connection is a server not listening yet: waited for, up to the deadline.
    await waitFor(
      async () => (await fetch(`http://localhost:${port}/server/health`).catch(() => null))?.ok === true,
      90_000,
    )
    const order = await world.listing(3, '5')
    const response = await fetch(`http://localhost:${port}/server/functions/postOrder`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: MARKET_TRY_AGAIN, error: expect.stringMatching(/try again/i) })
    // The offer currencies are named from the chain: not read, the terms are "try again" too, never a guess.
    const terms = await fetch(`http://localhost:${port}/server/functions/getMarketConfig`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(terms.status).toBe(503)
    expect(await terms.json()).toMatchObject({ code: MARKET_TRY_AGAIN, error: expect.stringMatching(/try again/i) })
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}, 120_000)

test('getMarketConfig answers where orders go and what they pay', async () => {
  const { deployment, fee } = inject('stack')
  const config = (await callFunction('getMarketConfig', {})).result
  expect(config).toEqual({
    chainId: 31337,
    seaport: deployment.seaport,
    conduitKey: deployment.conduitKey,
    conduit: deployment.conduit,
    weth: deployment.weth,
    // WETH first, then what the operator lists (the test stack lists the demo's vUSD), each named by the token.
    offerCurrencies: [
      { address: deployment.weth, symbol: 'WETH', decimals: 18 },
      { address: deployment.demoToken, symbol: 'vUSD', decimals: 6 },
    ],
    feeRecipient: fee.recipient,
    feeBps: fee.bps,
    zone: zeroAddress,
    // All four sources, always: the order book, the swaps (the chain's Uniswap V2) and lazy
    // minting are on; no on-ramp is configured here.
    sources: [
      { name: 'oneInch', enabled: true, capabilities: ['quote', 'fill'] },
      { name: 'opensea', enabled: true, capabilities: ['list', 'fill'] },
      { name: 'fiat', enabled: false, capabilities: ['onramp'] },
      { name: 'rarible', enabled: true, capabilities: ['list', 'fill'] },
    ],
  })
  expect(TradingSourcesSchema.safeParse(config.sources).success).toBe(true)
})
