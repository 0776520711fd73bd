import { cloudFunctions, type FunctionName } from '@vitrine/api'
import { countTraitTokens, notifyLive, type TraitFilter } from '@vitrine/db'
import { waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { rest } from '../../test/parseClient.ts'
import { REFRESH_LIMIT_MESSAGE, REFRESHES_PER_MINUTE } from '../http/rateLimits.ts'
import { createRarestTypeFirst } from './rarestTypeFirst.ts'

/**
 * The API reads what the indexer writes; here the tables are filled directly with a small, known
 * world (the indexer's own tests check it writes them right).
 */
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
/** Rows written here behind the indexer's back are announced as its commits are (the server keeps answers until then). */
const notifyCollection = async (address: string) => {
  const none = { tokens: [], accounts: [], orders: [], everything: false }
  await notifyLive(db, { cause: 'block', block: null, collections: [address], ...none })
}
const address = () => privateKeyToAccount(generatePrivateKey()).address
const [dunes, prints, alice, bob] = [address(), address(), address(), address()]
const call = async (name: FunctionName, params: Record<string, unknown>) => {
  const response = await rest('POST', `/functions/${name}`, params)
  // Every answer is what the contract says it is (checksummed addresses, decimal strings…).
  if (response.status === 200) cloudFunctions[name].result.parse(response.body.result)
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
    result: response.body.result as any,
    error: response.body.error as string | undefined,
  }
}

beforeAll(async () => {
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, royalty_bps, details_status,
       item_count, owner_count, volume)
     VALUES (31337, $1, 'ERC721', 10, 'Test Dunes', 'TDUNE', 500, 'ok', 3, 2, 1500000000000000000),
            (31337, $2, 'ERC1155', 20, 'Test Prints', 'TPRNT', 250, 'ok', 1, 2, 0)`,
    [dunes, prints],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name, image, attributes) VALUES
      (31337, $1, 1, 10, 'ipfs://a/1', 'ok', 'Test Dunes #1', 'https://img/1.png', '[{"trait_type":"Palette","value":"Dusk"}]'),
      (31337, $1, 2, 11, 'ipfs://a/2', 'pending', null, null, null),
      (31337, $1, 3, 12, 'ipfs://a/3', 'failed', null, null, null),
      (31337, $2, 7, 20, 'ipfs://b/7', 'ok', 'Print 7', null, '[]')`,
    [dunes, prints],
  )
  await db.query(
    `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES
      (31337, $1, 1, $3, 1), (31337, $1, 2, $3, 1), (31337, $1, 3, $4, 1), (31337, $1, 3, $3, 0),
      (31337, $2, 7, $3, 5), (31337, $2, 7, $4, 2)`,
    [dunes, prints, alice, bob],
  )
  // Traits of the dunes: #1 Dusk/Ridge, #2 Dawn/Ridge, #3 Dusk/Dune.
  await db.query(
    `INSERT INTO nft.token_traits (chain_id, address, token_id, first_block, trait_type, value) VALUES
      (31337, $1, 1, 10, 'Palette', 'Dusk'), (31337, $1, 1, 10, 'Form', 'Ridge'), (31337, $1, 2, 11, 'Palette', 'Dawn'),
      (31337, $1, 2, 11, 'Form', 'Ridge'), (31337, $1, 3, 12, 'Palette', 'Dusk'), (31337, $1, 3, 12, 'Form', 'Dune')`,
    [dunes],
  )
  await db.query(
    `INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens) VALUES
      (31337, $1, 'Palette', 'Dusk', 2), (31337, $1, 'Palette', 'Dawn', 1), (31337, $1, 'Form', 'Ridge', 2),
      (31337, $1, 'Form', 'Dune', 1), (31337, $1, 'Form', 'Gone', 0),
      (31337, $1, 'Palette', 'Noon', 12)`,
    [dunes],
  )
  // History: mints, a sale of #3 to bob (with the transfer that settles it), a burn of print 7.
  await db.query(
    `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
       from_address, to_address, amount, price, currency, source, block_time, settles_sale) VALUES
      (31337, 10, 0, 0, '0xa1', 'mint', $1, 1, $5, $3, 1, null, null, null, '2026-01-01T00:00:00Z', false),
      (31337, 11, 0, 0, '0xa2', 'mint', $1, 2, $5, $3, 1, null, null, null, '2026-01-01T00:00:10Z', false),
      (31337, 12, 0, 0, '0xa3', 'mint', $1, 3, $5, $3, 1, null, null, null, '2026-01-01T00:00:20Z', false),
      (31337, 20, 0, 0, '0xb1', 'mint', $2, 7, $5, $3, 8, null, null, null, '2026-01-02T00:00:00Z', false),
      (31337, 30, 1, 0, '0xc1', 'transfer', $1, 3, $3, $4, 1, null, null, null, '2026-01-03T00:00:00Z', true),
      (31337, 30, 2, 0, '0xc1', 'sale', $1, 3, $3, $4, 1, 1500000000000000000, $5, 'opensea', '2026-01-03T00:00:00Z', false),
      (31337, 31, 0, 0, '0xd1', 'burn', $2, 7, $3, $5, 1, null, null, null, '2026-01-04T00:00:00Z', false)`,
    [dunes, prints, alice, bob, '0x0000000000000000000000000000000000000000'],
  )
  await db.query(
    `INSERT INTO nft.sync_state (chain_id, block_number, block_hash) VALUES (31337, 0, '0x0')
     ON CONFLICT (chain_id) DO NOTHING`,
  )
})
afterAll(async () => {
  for (const table of ['activity', 'trait_counts', 'token_traits', 'balances', 'tokens', 'collections']) {
    await db.query(`DELETE FROM nft.${table} WHERE address = ANY($1)`, [[dunes, prints]])
  }
  await db.end()
})

describe('getNFTs', () => {
  test("an owner's tokens, both standards, with the owner's amount of an edition", async () => {
    const { result } = await call('getNFTs', { owner: alice.toLowerCase() })
    expect(result.cursor).toBeNull()
    const pairs = result.results.map((n: { address: string; tokenId: string }) => `${n.address}:${n.tokenId}`)
    expect([...pairs].sort()).toEqual([`${dunes}:1`, `${dunes}:2`, `${prints}:7`].sort())
    const first = result.results.find((n: { tokenId: string }) => n.tokenId === '1')
    expect(first).toMatchObject({
      chainId: 31337,
      standard: 'ERC721',
      owner: alice,
      name: 'Test Dunes #1',
      metadataStatus: 'ok',
    })
    expect(first.attributes).toEqual([{ trait_type: 'Palette', value: 'Dusk' }])
    const edition = result.results.find((n: { tokenId: string }) => n.tokenId === '7')
    expect(edition).toMatchObject({
      standard: 'ERC1155',
      amount: '5',
      owners: [
        { address: alice, amount: '5' },
        { address: bob, amount: '2' },
      ],
    })
  })

  test('pages with a cursor: every token once', async () => {
    const seen: string[] = []
    let cursor: string | null | undefined
    do {
      const { result } = await call('getNFTs', { owner: alice, limit: 1, ...(cursor ? { cursor } : {}) })
      seen.push(...result.results.map((n: { tokenId: string }) => n.tokenId))
      cursor = result.cursor
    } while (cursor)
    expect(seen.sort()).toEqual(['1', '2', '7'])
  })

  test('in one collection only', async () => {
    const { result } = await call('getNFTs', { owner: alice, collection: prints })
    expect(result.results).toHaveLength(1)
  })
})

describe('getNFT and collections', () => {
  test('a token with its owner; an unknown one is a clear not-found', async () => {
    expect((await call('getNFT', { address: dunes, tokenId: '3' })).result).toMatchObject({
      owner: bob,
      metadataStatus: 'failed',
    })
    const missing = await call('getNFT', { address: dunes, tokenId: '999' })
    expect(missing.status).toBe(404)
    expect(missing.error).toMatch(/No token 999/)
  })

  test("every NFT answered carries its collection's name and symbol: a card need not ask for the collection", async () => {
    const named = { Dunes: { collectionName: 'Test Dunes', collectionSymbol: 'TDUNE' } }
    expect((await call('getNFT', { address: dunes, tokenId: '1' })).result).toMatchObject(named.Dunes)
    const owned = (await call('getNFTs', { owner: alice })).result.results
    expect(owned.find((n: { address: string }) => n.address === prints)).toMatchObject({
      collectionName: 'Test Prints',
      collectionSymbol: 'TPRNT',
    })
    for (const sort of ['tokenId', 'newest', 'price'])
      for (const nft of (await call('getCollectionNFTs', { address: dunes, sort })).result.results)
        expect(nft).toMatchObject(named.Dunes)
  })

  test('a collection with its counts', async () => {
    expect((await call('getCollection', { address: prints })).result).toEqual({
      chainId: 31337,
      address: prints,
      standard: 'ERC1155',
      name: 'Test Prints',
      symbol: 'TPRNT',
      itemCount: 1,
      ownerCount: 2,
      floorPrice: null,
      topOffer: null,
      volume: '0',
      royaltyBps: 250,
      image: null,
      previewTokenIds: ['7'],
    })
  })

  test('collections by items and by name, searchable, paged; a cursor of another sort is refused', async () => {
    const byItems = await call('getCollections', { sort: 'items', q: 'Test', limit: 1 })
    expect(byItems.result.results[0].name).toBe('Test Dunes')
    const next = await call('getCollections', { sort: 'items', q: 'Test', limit: 1, cursor: byItems.result.cursor })
    expect(next.result.results[0].name).toBe('Test Prints')
    const byVolume = await call('getCollections', { sort: 'volume', q: 'Test', limit: 1 })
    expect(byVolume.result.results[0].name).toBe('Test Dunes')
    const lower = await call('getCollections', { sort: 'volume', q: 'Test', cursor: byVolume.result.cursor })
    expect(lower.result.results.map((c: { name: string }) => c.name)).toEqual(['Test Prints'])
    const byName = await call('getCollections', { sort: 'name', q: 'test p' })
    expect(byName.result.results.map((c: { name: string }) => c.name)).toEqual(['Test Prints'])
    const mixed = await call('getCollections', { sort: 'name', cursor: byItems.result.cursor })
    expect(mixed.error).toMatch(/cursor belongs to another query or sort/)
    const elsewhere = await call('getCollectionNFTs', { address: dunes, sort: 'newest', cursor: byItems.result.cursor })
    expect(elsewhere.error).toMatch(/cursor belongs to another query or sort/)
  })

  test('sync status', async () => {
    const { result } = await call('getSyncStatus', {})
    expect(result).toMatchObject({ chainId: 31337, indexedBlock: expect.any(Number) })
    expect(result.headBlock).toBeGreaterThanOrEqual(0)
  })
})

describe('collection items, traits, activity, refresh', () => {
  const ids = (result: { results: { tokenId: string }[] }) => result.results.map((n) => n.tokenId)

  test('items by token id or newest, paged; with their owners and sale volume on the collection', async () => {
    expect(ids((await call('getCollectionNFTs', { address: dunes })).result)).toEqual(['1', '2', '3'])
    const first = await call('getCollectionNFTs', { address: dunes, sort: 'newest', limit: 2 })
    expect(ids(first.result)).toEqual(['3', '2'])
    expect(first.result.results[0].owner).toBe(bob)
    const rest = await call('getCollectionNFTs', { address: dunes, sort: 'newest', cursor: first.result.cursor })
    expect(ids(rest.result)).toEqual(['1'])
    expect(rest.result.cursor).toBeNull()
    expect((await call('getCollection', { address: dunes })).result).toMatchObject({
      itemCount: 3,
      ownerCount: 2,
      volume: '1500000000000000000',
    })
  })

  test('trait filters: any value of a type, every type', async () => {
    const dusk = await call('getCollectionNFTs', { address: dunes, traits: { Palette: ['Dusk'] } })
    expect(ids(dusk.result)).toEqual(['1', '3'])
    const either = await call('getCollectionNFTs', { address: dunes, traits: { Palette: ['Dusk', 'Dawn'] } })
    expect(ids(either.result)).toEqual(['1', '2', '3'])
    const both = await call('getCollectionNFTs', { address: dunes, traits: { Palette: ['Dusk'], Form: ['Ridge'] } })
    expect(ids(both.result)).toEqual(['1'])
    // Paged one by one, newest first, driven by either type: each match once, in order.
    for (const traits of [
      { Palette: ['Dusk', 'Dawn'] },
      { Form: ['Ridge', 'Dune'], Palette: ['Dusk', 'Dawn', 'Noon'] },
    ]) {
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const { result } = await call('getCollectionNFTs', {
          address: dunes,
          sort: 'newest',
          traits,
          limit: 1,
          ...(cursor ? { cursor } : {}),
        })
        seen.push(...ids(result))
        cursor = result.cursor
      } while (cursor)
      expect(seen).toEqual(['3', '2', '1'])
    }
    const none = await call('getCollectionNFTs', { address: dunes, traits: { Palette: ['Neon'] } })
    expect(none.result).toEqual({ results: [], cursor: null })
  })

  test('a filter on several types is walked from the type the fewest tokens have', async () => {
    let queries = 0
    const rarestFirst = createRarestTypeFirst((collection, filters) => {
      queries++
      return countTraitTokens(db, 31337, collection, filters)
    })
    // Palette Dusk|Noon: 14 tokens; Form Ridge|Dune: 3; Palette Dawn: 1; Form Gone: 0 (matches nothing).
    const common: TraitFilter[number] = ['Palette', ['Dusk', 'Noon']]
    const fewer: TraitFilter[number] = ['Form', ['Ridge', 'Dune']]
    const one: TraitFilter[number] = ['Palette', ['Dawn']]
    const none: TraitFilter[number] = ['Form', ['Gone']]
    expect(await rarestFirst(dunes, [common, fewer])).toEqual([fewer, common])
    expect(await rarestFirst(dunes, [fewer, one])).toEqual([one, fewer])
    expect(await rarestFirst(dunes, [common, none])).toEqual([none, common])
    // Counts already read are kept a while: asking again costs no query.
    const asked = queries
    expect(await rarestFirst(dunes, [common, fewer])).toEqual([fewer, common])
    expect(queries).toBe(asked)
    expect(await rarestFirst(dunes, [common])).toEqual([common])
  })

  test("a collection's traits with their counts, most common first; unknown collection is a not-found", async () => {
    expect((await call('getCollectionTraits', { address: dunes })).result).toEqual({
      address: dunes,
      traits: [
        {
          traitType: 'Form',
          values: [
            { value: 'Ridge', count: 2 },
            { value: 'Dune', count: 1 },
          ],
        },
        {
          traitType: 'Palette',
          values: [
            { value: 'Noon', count: 12 },
            { value: 'Dusk', count: 2 },
            { value: 'Dawn', count: 1 },
          ],
        },
      ],
    })
    expect((await call('getCollectionTraits', { address: alice })).status).toBe(404)
  })

  test('activity: newest first, by collection, token, account and type; a burn is a transfer to 0x0', async () => {
    const all = await call('getActivity', { address: dunes })
    expect(all.result.results.map((a: { type: string; tokenId: string }) => `${a.type}:${a.tokenId}`)).toEqual([
      'sale:3',
      'mint:3',
      'mint:2',
      'mint:1',
    ])
    expect(all.result.results[0]).toEqual({
      type: 'sale',
      address: dunes,
      tokenId: '3',
      from: alice,
      to: bob,
      amount: '1',
      price: '1500000000000000000',
      currency: '0x0000000000000000000000000000000000000000',
      source: 'opensea',
      txHash: '0xc1',
      blockNumber: 30,
      timestamp: '2026-01-03T00:00:00.000Z',
    })
    const token = await call('getActivity', { address: dunes, tokenId: '3', types: ['sale'] })
    expect(token.result.results).toHaveLength(1)
    const bobs = await call('getActivity', { account: bob })
    expect(bobs.result.results.map((a: { type: string }) => a.type)).toEqual(['sale'])
    const transfers = await call('getActivity', { address: prints, types: ['transfer'] })
    expect(transfers.result.results).toMatchObject([
      { type: 'transfer', to: '0x0000000000000000000000000000000000000000' },
    ])
    // Paged one by one, the account's feed (sender and receiver sides merged) comes whole and in order.
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const { result } = await call('getActivity', { account: alice, limit: 1, ...(cursor ? { cursor } : {}) })
      seen.push(...result.results.map((a: { txHash: string; type: string }) => `${a.txHash}:${a.type}`))
      cursor = result.cursor
    } while (cursor)
    expect(seen).toEqual(['0xd1:transfer', '0xc1:sale', '0xb1:mint', '0xa3:mint', '0xa2:mint', '0xa1:mint'])
  })

  test('activity by source: only what came through the sources asked for, of any scope', async () => {
    // A sale through another source (as the rarible adapter records one), beside the opensea sale.
    await db.query(
      `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
         from_address, to_address, amount, price, currency, source, block_time, settles_sale) VALUES
        (31337, 32, 0, 0, '0xe1', 'sale', $1, 1, $2, $3, 1, 2000000000000000000, $4, 'rarible', '2026-01-05T00:00:00Z', false)`,
      [dunes, alice, bob, '0x0000000000000000000000000000000000000000'],
    )
    const shown = async (params: Record<string, unknown>) =>
      (await call('getActivity', params)).result.results.map(
        (a: { type: string; tokenId: string; source: string | null }) => `${a.type}:${a.tokenId}:${a.source}`,
      )
    // As the indexer's commit does: kept answers about the collection are dropped (NOTIFY arrives soon after).
    await notifyCollection(dunes)
    await waitFor(async () => (await shown({ address: dunes })).includes('sale:1:rarible'), 5_000)
    try {
      expect(await shown({ address: dunes, sources: ['opensea'] })).toEqual(['sale:3:opensea'])
      expect(await shown({ address: dunes, sources: ['rarible'] })).toEqual(['sale:1:rarible'])
      expect(await shown({ address: dunes, sources: ['rarible', 'opensea'] })).toEqual([
        'sale:1:rarible',
        'sale:3:opensea',
      ])
      expect(await shown({ address: dunes, sources: ['fiat'] })).toEqual([])
      // Mints and transfers have no source: without the filter they are there, with it they are not.
      expect(await shown({ address: dunes })).toEqual([
        'sale:1:rarible',
        'sale:3:opensea',
        'mint:3:null',
        'mint:2:null',
        'mint:1:null',
      ])
      expect(await shown({ account: bob, sources: ['rarible'] })).toEqual(['sale:1:rarible'])
      expect(await shown({ address: dunes, tokenId: '3', sources: ['rarible'] })).toEqual([])
    } finally {
      await db.query(`DELETE FROM nft.activity WHERE chain_id = 31337 AND tx_hash = '0xe1'`)
      await notifyCollection(dunes)
      await waitFor(async () => !(await shown({ address: dunes })).includes('sale:1:rarible'), 5_000)
    }
  })

  test('refreshMetadata puts a token back in the queue', async () => {
    expect((await call('refreshMetadata', { address: dunes, tokenId: '3' })).result).toEqual({
      address: dunes,
      tokenId: '3',
      metadataStatus: 'pending',
    })
    // Its URI too is read again from the chain (a reveal or setTokenURI changes it).
    expect((await call('getNFT', { address: dunes, tokenId: '3' })).result).toMatchObject({
      metadataStatus: 'pending',
      tokenUri: null,
    })
    expect((await call('refreshMetadata', { address: dunes, tokenId: '4' })).status).toBe(404)
  })
})

describe('bad input is a clear 400, never a 500', () => {
  test.each([
    ['getNFTs', { owner: 'not-an-address' }, /owner must be an address/],
    ['getNFTs', {}, /owner must be an address/],
    ['getNFT', { address: '0x1234', tokenId: '1' }, /address must be an address/],
    [
      'getNFT',
      { address: '0x0000000000000000000000000000000000000001', tokenId: '-1' },
      /tokenId must be a decimal string/,
    ],
    [
      'getNFT',
      { address: '0x0000000000000000000000000000000000000001', tokenId: 'abc' },
      /tokenId must be a decimal string/,
    ],
    [
      'getNFT',
      { address: '0x0000000000000000000000000000000000000001', tokenId: 5 },
      /tokenId must be a decimal string/,
    ],
    [
      'getNFT',
      { address: '0x0000000000000000000000000000000000000001', tokenId: `1${'0'.repeat(78)}` },
      /tokenId must be/,
    ],
    ['getCollections', { sort: 'cheapest' }, /sort must be one of: items, volume, newest, name/],
    ['getCollections', { limit: 0 }, /limit must be a whole number from 1 to 100/],
    ['getCollections', { limit: 1000 }, /limit must be a whole number from 1 to 100/],
    [
      'getNFTs',
      { owner: '0x0000000000000000000000000000000000000001', cursor: 'eyJmb3JnZWQiOnRydWV9.AAAA' },
      /cursor is not valid/,
    ],
    ['getNFTs', { owner: '0x0000000000000000000000000000000000000001', cursor: 42 }, /cursor is not valid/],
    ['getCollectionNFTs', { address: 'nope' }, /address must be an address/],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', sort: 'cheapest' },
      /sort must be one of: tokenId, newest, price/,
    ],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: ['Palette'] },
      /traits must be an object/,
    ],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: { Palette: 'Dusk' } },
      /traits must be/,
    ],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: { Palette: [] } },
      /traits must be/,
    ],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: { Palette: [7] } },
      /traits must be/,
    ],
    ['getCollectionNFTs', { address: '0x0000000000000000000000000000000000000001', limit: 101 }, /limit must be/],
    ['getCollectionTraits', {}, /address must be an address/],
    [
      'getActivity',
      { types: ['steal'] },
      /types must be a non-empty list of: mint, transfer, list, offer, sale, cancel/,
    ],
    ['getActivity', { types: 'sale' }, /types must be/],
    ['getActivity', { sources: ['seaport'] }, /sources must be a non-empty list of: oneInch, opensea, fiat, rarible/],
    ['getActivity', { sources: [] }, /sources must be a non-empty list of/],
    ['getActivity', { sources: 'opensea' }, /sources must be/],
    ['getCollections', { q: 'nul\u0000' }, /q must be a text/],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: { 'a\u0000': ['x'] } },
      /traits must be/,
    ],
    [
      'getCollectionNFTs',
      { address: '0x0000000000000000000000000000000000000001', traits: { a: ['x\u0000'] } },
      /traits must be/,
    ],
    ['getActivity', { tokenId: '1' }, /tokenId needs the address/],
    ['getActivity', { account: '0xZZ' }, /account must be an address/],
    ['getActivity', { account: '0x0000000000000000000000000000000000000000' }, /account must not be the zero address/],
    ['getActivity', { cursor: 'abc.def' }, /cursor is not valid/],
    ['refreshMetadata', { address: '0x0000000000000000000000000000000000000001', tokenId: '1.5' }, /tokenId must be/],
    ['refreshMetadata', { address: '0x0000000000000000000000000000000000000001', tokenId: '-1' }, /tokenId must be/],
    ['refreshMetadata', { address: '0x12', tokenId: '1' }, /address must be an address/],
    ['getCollection', { address: 'dunes' }, /address must be an address/],
    ['getNFTs', { owner: '0x0000000000000000000000000000000000000001', collection: 'x' }, /collection must be/],
    ['getNFTs', { owner: '0x0000000000000000000000000000000000000001', limit: 0 }, /limit must be/],
    ['getNFTs', { owner: '0x0000000000000000000000000000000000000001', limit: 1000 }, /limit must be/],
    ['getActivity', { limit: 1.5 }, /limit must be/],
    ['getActivity', { limit: '10' }, /limit must be/],
    ['getActivity', { address: '0xabc' }, /address must be an address/],
    ['getActivity', { address: '0x0000000000000000000000000000000000000001', tokenId: 'abc' }, /tokenId must be/],
  ] as [FunctionName, Record<string, unknown>, RegExp][])('%s %j', async (name, params, message) => {
    const response = await call(name, params)
    expect(response.status).toBe(400)
    expect(response.error).toMatch(message)
  })

  test('a real cursor with its payload or its signature edited is refused, for every paged function', async () => {
    const first = await call('getCollections', { limit: 1 })
    const cursor = first.result.cursor as string
    const [payload, signature] = cursor.split('.') as [string, string]
    const otherPayload = Buffer.from(JSON.stringify(['collections:items', '0', dunes])).toString('base64url')
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${flipped}`]) {
      expect(await call('getCollections', { limit: 1, cursor: forged })).toMatchObject({
        status: 400,
        error: expect.stringMatching(/cursor is not valid/),
      })
      expect((await call('getCollectionNFTs', { address: dunes, cursor: forged })).status).toBe(400)
    }
    // A genuine cursor of one function is not one of another.
    const newest = await call('getCollectionNFTs', { address: dunes, sort: 'newest', limit: 1 })
    expect((await call('getCollections', { cursor: newest.result.cursor })).error).toMatch(/another query or sort/)
  })

  test('an optional parameter sent as null is as if left out', async () => {
    const owner = { owner: alice, collection: null, limit: null, cursor: null }
    expect((await call('getNFTs', owner)).result).toEqual((await call('getNFTs', { owner: alice })).result)
    const collections = await call('getCollections', { sort: null, q: null, limit: null })
    expect(collections.result).toEqual((await call('getCollections', {})).result)
    const activity = await call('getActivity', { address: dunes, tokenId: null, account: null, types: null })
    expect(activity.result).toEqual((await call('getActivity', { address: dunes })).result)
  })
})

// Last: it spends this client's refresh budget for the minute.
describe('rate limit', () => {
  test('refreshMetadata has a budget per client: past it, a clear 429', async () => {
    // Within the budget (some of it spent above), then past it.
    let status = 200
    for (let calls = 0; status !== 429 && calls <= REFRESHES_PER_MINUTE; calls++) {
      status = (await call('refreshMetadata', { address: dunes, tokenId: '1' })).status
      if (status !== 429) expect(status).toBe(200)
    }
    expect(status).toBe(429)
    const limited = await call('refreshMetadata', { address: dunes, tokenId: '1' })
    expect(limited).toMatchObject({ status: 429, error: REFRESH_LIMIT_MESSAGE })
    // Reading is not limited.
    expect((await call('getNFT', { address: dunes, tokenId: '1' })).status).toBe(200)
  })

  test('no spelling of the path and no batch gets around the budget', async () => {
    const params = { address: dunes, tokenId: '1' }
    for (const path of [
      '/functions/refresh%4Detadata',
      '/functions//refreshMetadata',
      '/functions/x/../refreshMetadata',
    ]) {
      expect(await rest('POST', path, params)).toMatchObject({ status: 429, body: { error: REFRESH_LIMIT_MESSAGE } })
    }
    const mount = new URL(inject('stack').serverUrl).pathname
    const batch = await rest('POST', '/batch', {
      requests: [{ method: 'POST', path: `${mount}/functions/refreshMetadata`, body: params }],
    })
    expect(batch.status).toBe(400)
    expect(batch.body.error).toBe('POST /functions/refreshmetadata cannot be batched: send it on its own.')
  })
})
