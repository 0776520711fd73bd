import { bytes32Schema, cloudFunctions, NATIVE_TOKEN, postOrderParamsSchema } from '@vitrine/api'
import { getOrderHash, toOrderComponents, toOrderComponentsJson } from '@vitrine/market'
import fc from 'fast-check'
import pg from 'pg'
import { zeroAddress, zeroHash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { z } from 'zod'
import { newUser } from '../../test/access.ts'
import { hostileValue, toJsonText } from '../../test/hostileValues.ts'
import { createMarketWorld } from '../../test/marketWorld.ts'
import { moralisClient } from '../../test/moralisClient.ts'
import { SERVER_FUNCTIONS } from '../functions/serverFunctions.ts'

const stack = inject('stack')
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
const address = () => privateKeyToAccount(generatePrivateKey()).address
const [dunes, alice, bob] = [address(), address(), address()]
const name = `Fast ${dunes.slice(2, 10)}`
// A listing of Fast #1 by alice, as the order book stores one (its checks are postOrder's tests).
const listing = toOrderComponentsJson({
  offerer: alice,
  zone: zeroAddress,
  offer: [{ itemType: 2, token: dunes, identifierOrCriteria: 1n, startAmount: 1n, endAmount: 1n }],
  consideration: [
    {
      itemType: 0,
      token: zeroAddress,
      identifierOrCriteria: 0n,
      startAmount: 10n ** 18n,
      endAmount: 10n ** 18n,
      recipient: alice,
    },
  ],
  orderType: 0,
  startTime: 0n,
  endTime: 4_000_000_000n,
  zoneHash: zeroHash,
  salt: 1n,
  conduitKey: zeroHash,
  counter: 0n,
})
const orderHash = getOrderHash(toOrderComponents(listing))
let session: string
/** Each fast function's contract: the NFT API's, and postOrder's (registered with the market). */
const contracts = {
  ...cloudFunctions,
  postOrder: { params: postOrderParamsSchema, result: z.object({ orderHash: bytes32Schema }) },
}

type Answer = { status: number; body: unknown; headers: Record<string, string>; path: 'fast' | 'parse' }

/** Headers that differ between any two answers (the time) or tell the paths apart (Parse's sub-app sets X-Powered-By). */
const UNCOMPARED = new Set(['date', 'x-powered-by', 'connection', 'keep-alive'])

/** One call as the site's SDK (and any REST client) makes it; with a session, Parse answers it. */
async function post(fn: string, body: string, options: { session?: string; query?: string; headers?: object } = {}) {
  const headers: Record<string, string> = {
    'X-Parse-Application-Id': stack.appId,
    'Content-Type': 'application/json',
    ...options.headers,
  }
  if (options.session) headers['X-Parse-Session-Token'] = options.session
  const response = await fetch(`${stack.serverUrl}/functions/${fn}${options.query ?? ''}`, {
    method: 'POST',
    headers,
    body,
  })
  const text = await response.text()
  const kept = Object.fromEntries(
    [...response.headers]
      .filter(([key]) => !UNCOMPARED.has(key))
      // A budget's header (postOrder's) tells what is left of it: one call less on the second path.
      .map(([key, value]) => [key, key === 'ratelimit' ? value.replace(/; r=\d+; t=\d+$/, '') : value]),
  )
  return {
    status: response.status,
    body: JSON.parse(text) as unknown,
    headers: kept,
    path: response.headers.has('x-powered-by') ? 'parse' : 'fast',
  } satisfies Answer
}

/**
 * The same call on the fast path and through Parse (signed in: the functions read no user), as
 * a pair. Other test files write to the same database meanwhile: a pair that differs is asked
 * once more before it counts. (A call the guards in front of both refuse never reaches either:
 * its Parse answer has no X-Powered-By either.)
 */
async function bothPaths(fn: string, params: unknown) {
  const body = toJsonText(params)
  const pair = async () => [await post(fn, body), await post(fn, body, { session })] as const
  const first = await pair()
  const [fast, parse] = JSON.stringify(first[0].body) === JSON.stringify(first[1].body) ? first : await pair()
  expect(fast.path).toBe('fast')
  return { fast, parse }
}

beforeAll(async () => {
  session = (await newUser()).token
  // A listing the chain bears out (owner, approval, royalty): posted on both paths, stored once.
  PAGE_CALLS.postOrder.push(await (await createMarketWorld({ weth: false })).listing(1, '0.5'))
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status, item_count, owner_count, volume)
     VALUES (31337, $1, 'ERC721', 10, $2, 'FAST', 'ok', 2, 2, 100)`,
    [dunes, name],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name, attributes) VALUES
      (31337, $1, 1, 10, 'ipfs://f/1', 'ok', 'Fast #1', '[{"trait_type":"Palette","value":"Dusk"}]'),
      (31337, $1, 2, 11, 'ipfs://f/2', 'ok', 'Fast #2', '[{"trait_type":"Palette","value":"Dawn"}]')`,
    [dunes],
  )
  await db.query(
    `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES (31337, $1, 1, $2, 1), (31337, $1, 2, $3, 1)`,
    [dunes, alice, bob],
  )
  await db.query(
    `INSERT INTO nft.token_traits (chain_id, address, token_id, first_block, trait_type, value) VALUES
      (31337, $1, 1, 10, 'Palette', 'Dusk'), (31337, $1, 2, 11, 'Palette', 'Dawn')`,
    [dunes],
  )
  await db.query(
    `INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens) VALUES
      (31337, $1, 'Palette', 'Dusk', 1), (31337, $1, 'Palette', 'Dawn', 1)`,
    [dunes],
  )
  await db.query(
    `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
       from_address, to_address, amount, block_time, settles_sale) VALUES
      (31337, 10, 0, 0, '0xf1', 'mint', $1, 1, $4, $2, 1, '2026-01-01T00:00:00Z', false),
      (31337, 11, 0, 0, '0xf2', 'mint', $1, 2, $4, $3, 1, '2026-01-01T00:00:10Z', false)`,
    [dunes, alice, bob, '0x0000000000000000000000000000000000000000'],
  )
  await db.query(
    `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
       unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
       pending_check, source, parameters, signature)
     VALUES (31337, $1, 'listing', 'listing', 'ERC721', $2, $3, 1, 1, $4, $4, 1, $5, 0, 4000000000, 0, $5, $5, 'active',
       '{}', 0, false, 'opensea', $6, '0x')`,
    [orderHash, alice, dunes, 10n ** 18n, zeroAddress, listing],
  )
})
afterAll(async () => {
  await db.query('DELETE FROM market.orders WHERE address = $1', [dunes])
  for (const table of ['activity', 'trait_counts', 'token_traits', 'balances', 'tokens', 'collections']) {
    await db.query(`DELETE FROM nft.${table} WHERE address = $1`, [dunes])
  }
  await db.end()
})

/** Calls of each function as a collector's pages make them: answers with results. */
/** The functions defined to take the fast path (the test below checks the definitions say so). */
const FAST_FUNCTIONS = [
  'getNFTs',
  'getNFT',
  'getCollections',
  'getCollection',
  'getCollectionNFTs',
  'getCollectionTraits',
  'getActivity',
  'getSyncStatus',
  'getOrder',
  'getOrders',
  'postOrder',
  'getSwapTokens',
  'getSwapQuote',
] as const

test('the fast path takes exactly the functions defined fast', () => {
  const fast = SERVER_FUNCTIONS.filter((definition) => definition.fast).map((definition) => definition.name)
  expect(fast.sort()).toEqual([...FAST_FUNCTIONS].sort())
})

const PAGE_CALLS: Record<(typeof FAST_FUNCTIONS)[number], Record<string, unknown>[]> = {
  getCollections: [
    { sort: 'volume', q: name },
    { sort: 'name', limit: 5 },
    { q: name, creator: alice },
  ],
  getCollection: [{ address: dunes }, { address: dunes.toLowerCase() }],
  getCollectionTraits: [{ address: dunes }],
  getCollectionNFTs: [
    { address: dunes, limit: 1 },
    { address: dunes, traits: { Palette: ['Dawn'] } },
  ],
  getNFT: [{ address: dunes, tokenId: '1' }],
  getNFTs: [{ owner: alice }, { owner: bob, collection: dunes }],
  getActivity: [{ address: dunes, limit: 20 }, { address: dunes, tokenId: '2' }, { account: alice }],
  getSyncStatus: [{}],
  getOrders: [
    { side: 'listing', address: dunes },
    { side: 'listing', address: dunes, tokenId: '1', sort: 'newest' },
    { side: 'offer', maker: alice },
  ],
  getOrder: [{ orderHash }],
  getSwapTokens: [{}],
  getSwapQuote: [
    { sellToken: stack.deployment.demoToken, buyToken: NATIVE_TOKEN, buyAmount: '1000', taker: alice },
    { sellToken: NATIVE_TOKEN, buyToken: stack.deployment.demoToken, buyAmount: '1000', taker: bob, slippageBps: 10 },
  ],
  // Filled in beforeAll: signing needs the chain.
  postOrder: [],
}

/** Bad input of each function: 4xx with a Parse code and a sentence, the same on both paths. */
const BAD_CALLS: Record<(typeof FAST_FUNCTIONS)[number], unknown[]> = {
  getCollections: [{ sort: 'price' }, { q: 'x'.repeat(1000) }, { limit: -1 }, { cursor: 'forged' }],
  getCollection: [{}, { address: '0xZZ' }, { address: ['0x'] }, { address: address() }],
  getCollectionTraits: [{ address: 5 }],
  getCollectionNFTs: [
    { address: dunes, traits: 'Palette' },
    { address: dunes, listed: 'yes' },
    { address: dunes, limit: 1e9 },
  ],
  getNFT: [{ address: dunes }, { address: dunes, tokenId: '-1' }, { address: dunes, tokenId: '99' }],
  getNFTs: [{}, { owner: { $ne: null } }],
  getActivity: [{ tokenId: '1' }, { types: ['nope'] }, { account: '0x0000000000000000000000000000000000000000' }],
  // It takes no parameter (any are ignored); a Parse-encoded one is refused in front of both paths.
  getSyncStatus: [{ at: { __type: 'Date', iso: 'now' } }],
  getOrders: [
    {},
    { side: 'listing', tokenId: '1' },
    { side: 'listing', cursor: 'forged' },
    { side: 'offer', limit: 0 },
  ],
  getOrder: [{}, { orderHash: '0x12' }, { orderHash: zeroHash }],
  // It takes no parameter; a Parse-encoded one is refused in front of both paths.
  getSwapTokens: [{ at: { __type: 'Date', iso: 'now' } }],
  getSwapQuote: [
    {},
    { sellToken: NATIVE_TOKEN, buyToken: NATIVE_TOKEN, buyAmount: '1', taker: alice },
    { sellToken: address(), buyToken: NATIVE_TOKEN, buyAmount: '1', taker: alice },
    { sellToken: stack.deployment.demoToken, buyToken: NATIVE_TOKEN, buyAmount: '-1', taker: alice },
    { sellToken: stack.deployment.demoToken, buyToken: NATIVE_TOKEN, buyAmount: (10n ** 24n).toString(), taker: alice },
  ],
  postOrder: [
    {},
    { parameters: listing, signature: '0x12' },
    { parameters: listing, signature: `0x${'11'.repeat(65)}` },
    { parameters: { ...listing, offer: 'all' }, signature: `0x${'11'.repeat(65)}` },
  ],
}

describe('the fast path answers as Parse Server does', () => {
  test.each(FAST_FUNCTIONS)('%s: results, envelope and headers', async (fn) => {
    // Twice: a cached read's second fast answer is its kept answer, encoded once (fastFunctions).
    for (const params of [...PAGE_CALLS[fn], ...PAGE_CALLS[fn]]) {
      const { fast, parse } = await bothPaths(fn, params)
      expect(parse.path).toBe('parse')
      expect(fast.status, JSON.stringify(fast.body)).toBe(200)
      // The answer the contract describes, in Parse's envelope.
      contracts[fn].result.parse((fast.body as { result: unknown }).result)
      expect(fast).toEqual({ ...parse, path: 'fast' })
    }
  })

  test.each(FAST_FUNCTIONS)('%s: bad input is a 4xx with a code and a sentence, no 5xx', async (fn) => {
    for (const params of BAD_CALLS[fn]) {
      const { fast, parse } = await bothPaths(fn, params)
      const body = fast.body as { code: unknown; error: unknown }
      expect(fast.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400)
      expect(fast.status).toBeLessThan(500)
      expect(body.code).toEqual(expect.any(Number))
      expect(body.error).toMatch(/^\S.*\S$/)
      expect(parse.path).toBe(fn === 'getSyncStatus' || fn === 'getSwapTokens' ? 'fast' : 'parse')
      expect(fast).toEqual({ ...parse, path: 'fast' })
    }
  })

  test('generated hostile parameters get the same answer on both paths', { timeout: 120_000 }, async () => {
    let reachedParse = 0
    const names = (fn: (typeof FAST_FUNCTIONS)[number]) =>
      Object.keys((contracts[fn].params as { shape?: object }).shape ?? {})
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...FAST_FUNCTIONS)
          .chain((fn) =>
            fc.tuple(
              fc.constant(fn),
              fc.dictionary(fc.constantFrom(...names(fn), 'limit', '__proto__', 'x'), hostileValue, { maxKeys: 4 }),
            ),
          ),
        async ([fn, params]) => {
          const { fast, parse } = await bothPaths(fn, params)
          expect(fast.status).toBeLessThan(500)
          expect(fast).toEqual({ ...parse, path: fast.path })
          if (parse.path === 'parse') reachedParse++
        },
      ),
      { seed: 20_261_123, numRuns: 120, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
    )
    // Most calls get past the guards to a function: the paths were compared, not the guards.
    expect(reachedParse).toBeGreaterThan(30)
  })
})

describe('what the fast path leaves to Parse', () => {
  test('moralis-v1 (its app id and installation in a text/plain body) gets the same results, anonymous', async () => {
    const Moralis = await moralisClient()
    for (const fn of ['getCollection', 'getNFT', 'getActivity'] as const) {
      const params = PAGE_CALLS[fn][0] as Record<string, unknown>
      const { parse } = await bothPaths(fn, params)
      expect(await Moralis.Cloud.run(fn, params)).toEqual((parse.body as { result: unknown }).result)
    }
    const refused = await Moralis.Cloud.run('getNFT', { address: dunes }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 162, message: expect.stringMatching(/^tokenId /) })
  })

  test('a body that names the app as the JS SDKs do is answered on the fast path; with a session in it, by Parse', async () => {
    const sdkBody = (extra: object) =>
      JSON.stringify({ address: dunes, _ApplicationId: stack.appId, _ClientVersion: 'js1', ...extra })
    const asSdk = (extra: object) =>
      fetch(`${stack.serverUrl}/functions/getCollection`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: sdkBody(extra),
      })
    const anonymous = await asSdk({ _InstallationId: 'i-1' })
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.has('x-powered-by')).toBe(false)
    expect(((await anonymous.json()) as { result: { name: string } }).result.name).toBe(name)
    // Parse checks a session it is given, whatever the function: a forged one is refused.
    const forged = await asSdk({ _SessionToken: 'r:forged' })
    expect(forged.headers.has('x-powered-by')).toBe(true)
    expect(await forged.json()).toMatchObject({ code: 209 })
    const signedIn = await asSdk({ _SessionToken: session })
    expect(signedIn.headers.has('x-powered-by')).toBe(true)
    expect(((await signedIn.json()) as { result: { name: string } }).result.name).toBe(name)
  })

  test('an app id in the body that is not a text is a 400, wherever it is sent (it was a 500)', async () => {
    for (const fn of ['getCollectionTraits', 'getPageViewCounts']) {
      const response = await fetch(`${stack.serverUrl}/functions/${fn}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Parse-Session-Token': 'r:x' },
        body: JSON.stringify({ _ApplicationId: [{ toString: 'transfer' }], address: dunes }),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 107, error: '_ApplicationId must be a text: the app id.' })
    }
  })

  test('another app, a forged session or a query string: Parse answers, as before', async () => {
    const body = JSON.stringify({ address: dunes })
    const otherApp = await post('getCollection', body, { headers: { 'X-Parse-Application-Id': 'other' } })
    expect(otherApp).toMatchObject({ status: 403, path: 'parse' })
    const forged = await post('getCollection', body, { session: 'r:forged' })
    expect(forged).toMatchObject({ status: 400, body: { code: 209 }, path: 'parse' })
    // Parse adds the query to the parameters (this one the function ignores).
    const withQuery = await post('getCollection', body, { query: '?via=query' })
    expect(withQuery).toMatchObject({ status: 200, path: 'parse' })
    expect(withQuery).toEqual({ ...(await post('getCollection', body)), path: 'parse' })
  })
})
