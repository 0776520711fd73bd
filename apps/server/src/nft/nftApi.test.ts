import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { rest } from '../../test/parseClient.ts'

/**
 * The API reads what the indexer writes; here the tables are filled directly with a small, known
 * world (the indexer's own tests check it writes them right).
 */
const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const address = () => privateKeyToAccount(generatePrivateKey()).address
const [dunes, prints, alice, bob] = [address(), address(), address(), address()]
const call = async (name: string, params: Record<string, unknown>) => {
  const response = await rest('POST', `/functions/${name}`, params)
  return {
    status: response.status,
    result: response.body.result as any,
    error: response.body.error as string | undefined,
  }
}

beforeAll(async () => {
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, royalty_bps, details_status)
     VALUES (31337, $1, 'ERC721', 10, 'Test Dunes', 'TDUNE', 500, 'ok'), (31337, $2, 'ERC1155', 20, 'Test Prints', 'TPRNT', 250, 'ok')`,
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
  await db.query(
    `INSERT INTO nft.sync_state (chain_id, block_number, block_hash) VALUES (31337, 0, '0x0')
     ON CONFLICT (chain_id) DO NOTHING`,
  )
})
afterAll(async () => {
  for (const table of ['balances', 'tokens', 'collections']) {
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
      volume: '0',
      royaltyBps: 250,
      image: null,
    })
  })

  test('collections by items and by name, searchable, paged; a cursor of another sort is refused', async () => {
    const byItems = await call('getCollections', { sort: 'items', q: 'Test', limit: 1 })
    expect(byItems.result.results[0].name).toBe('Test Dunes')
    const next = await call('getCollections', { sort: 'items', q: 'Test', limit: 1, cursor: byItems.result.cursor })
    expect(next.result.results[0].name).toBe('Test Prints')
    const byName = await call('getCollections', { sort: 'name', q: 'test p' })
    expect(byName.result.results.map((c: { name: string }) => c.name)).toEqual(['Test Prints'])
    const mixed = await call('getCollections', { sort: 'name', cursor: byItems.result.cursor })
    expect(mixed.error).toMatch(/cursor belongs to another sort/)
  })

  test('sync status', async () => {
    const { result } = await call('getSyncStatus', {})
    expect(result).toMatchObject({ chainId: 31337, indexedBlock: expect.any(Number) })
    expect(result.headBlock).toBeGreaterThanOrEqual(0)
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
    ['getCollections', { sort: 'cheapest' }, /sort must be one of: items, newest, name/],
    ['getCollections', { limit: 0 }, /limit must be a whole number from 1 to 100/],
    ['getCollections', { limit: 1000 }, /limit must be a whole number from 1 to 100/],
    [
      'getNFTs',
      { owner: '0x0000000000000000000000000000000000000001', cursor: 'eyJmb3JnZWQiOnRydWV9.AAAA' },
      /cursor is not valid/,
    ],
    ['getNFTs', { owner: '0x0000000000000000000000000000000000000001', cursor: 42 }, /cursor is not valid/],
  ])('%s %j', async (name, params, message) => {
    const response = await call(name, params)
    expect(response.status).toBe(400)
    expect(response.error).toMatch(message)
  })
})
