import { moralisFunctions } from '@vitrine/api'
import { freePort, waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { createPublicClient, http, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { moralisClient } from '../../test/moralisClient.ts'
import { testNoSelfRequests } from '../../test/noSelfRequests.ts'
import { rest } from '../../test/parseClient.ts'
import { spawnServer } from '../../test/spawnServer.ts'

/**
 * Moralis.Web3API.* through moralis-v1, against the real server, each compared with Vitrine's own
 * NFT API over the same rows. The tables are filled directly with a small world, as in
 * nft/nftApi.test.ts (the indexer's tests check it writes them right).
 */
const stack = inject('stack')
const Moralis = await moralisClient()
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
const address = () => privateKeyToAccount(generatePrivateKey()).address
const [dunes, prints, alice, bob] = [address(), address(), address(), address()]
const lower = (a: string) => a.toLowerCase()
// moralis-v1's types list only the chains Moralis hosted; the SDK sends any value as it is.
const chain = '0x7a69' as 'eth'
const ours = async (name: string, params: Record<string, unknown>) => {
  const response = await rest('POST', `/functions/${name}`, params)
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
  return response.body.result as any
}
// biome-ignore lint/suspicious/noExplicitAny: Moralis's answers are untyped JSON
type Any = any

beforeAll(async () => {
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status, item_count, owner_count)
     VALUES (31337, $1, 'ERC721', 5000, 'Moralis Dunes', 'MDUNE', 'ok', 3, 2),
            (31337, $2, 'ERC1155', 5010, 'Moralis Prints', 'MPRNT', 'ok', 1, 2)`,
    [dunes, prints],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name, description, image, attributes) VALUES
      (31337, $1, 1, 5000, 'ipfs://m/1', 'ok', 'Dune #1', 'A dune', 'ipfs://img/1.png', '[{"trait_type":"Palette","value":"Dusk"}]'),
      (31337, $1, 2, 5001, 'ipfs://m/2', 'pending', null, null, null, null),
      (31337, $1, 3, 5002, 'ipfs://m/3', 'ok', 'Dune #3', null, null, '[]'),
      (31337, $2, 7, 5010, 'ipfs://p/7', 'ok', 'Print 7', null, null, '[]')`,
    [dunes, prints],
  )
  await db.query(
    `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES
      (31337, $1, 1, $3, 1), (31337, $1, 2, $3, 1), (31337, $1, 3, $4, 1), (31337, $1, 3, $3, 0),
      (31337, $2, 7, $3, 5), (31337, $2, 7, $4, 2)`,
    [dunes, prints, alice, bob],
  )
  // Mints to alice, #3 sold to bob for 1.5 ETH (with the transfer that settles it), 2 prints given to bob.
  await db.query(
    `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
       from_address, to_address, amount, price, currency, source, block_time, settles_sale) VALUES
      (31337, 5000, 0, 0, '0xe1', 'mint', $1, 1, $5, $3, 1, null, null, null, '2026-02-01T00:00:00Z', false),
      (31337, 5001, 0, 0, '0xe2', 'mint', $1, 2, $5, $3, 1, null, null, null, '2026-02-01T00:00:10Z', false),
      (31337, 5002, 0, 0, '0xe3', 'mint', $1, 3, $5, $3, 1, null, null, null, '2026-02-01T00:00:20Z', false),
      (31337, 5010, 0, 0, '0xe4', 'mint', $2, 7, $5, $3, 7, null, null, null, '2026-02-02T00:00:00Z', false),
      (31337, 5020, 1, 0, '0xe5', 'transfer', $1, 3, $3, $4, 1, null, null, null, '2026-02-03T00:00:00Z', true),
      (31337, 5020, 2, 0, '0xe5', 'sale', $1, 3, $3, $4, 1, 1500000000000000000, $5, 'opensea', '2026-02-03T00:00:00Z', false),
      (31337, 5030, 0, 0, '0xe6', 'transfer', $2, 7, $3, $4, 2, null, null, null, '2026-02-04T00:00:00Z', false)`,
    [dunes, prints, alice, bob, zeroAddress],
  )
})
afterAll(async () => {
  for (const table of ['activity', 'balances', 'tokens', 'collections']) {
    await db.query(`DELETE FROM nft.${table} WHERE address = ANY($1)`, [[dunes, prints]])
  }
  await db.end()
})

/** Every page of a Moralis call, by the SDK's own `next()`. */
async function allPages(first: Any) {
  const pages = [first]
  while (pages[pages.length - 1].next) pages.push(await pages[pages.length - 1].next())
  return pages
}

describe('account', () => {
  test("getNFTs: the address's tokens as our getNFTs has them, in Moralis's NftOwner shape", async () => {
    const theirs: Any = await Moralis.Web3API.account.getNFTs({ chain, address: lower(alice) })
    const mine = await ours('getNFTs', { owner: alice })
    expect(theirs).toMatchObject({ status: 'SYNCED', total: 3, page: 0, page_size: 100, cursor: null })
    const key = (token_address: string, token_id: string) => `${lower(token_address)}:${token_id}`
    expect(theirs.result.map((n: Any) => key(n.token_address, n.token_id))).toEqual(
      mine.results.map((n: Any) => key(n.address, n.tokenId)),
    )
    const first = theirs.result.find((n: Any) => n.token_address === lower(dunes) && n.token_id === '1')
    expect(first).toMatchObject({
      owner_of: lower(alice),
      amount: '1',
      contract_type: 'ERC721',
      name: 'Moralis Dunes',
      symbol: 'MDUNE',
      token_uri: 'ipfs://m/1',
      block_number_minted: '5000',
      token_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(JSON.parse(first.metadata)).toEqual({
      name: 'Dune #1',
      description: 'A dune',
      image: 'ipfs://img/1.png',
      attributes: [{ trait_type: 'Palette', value: 'Dusk' }],
    })
    // Metadata not read yet is null, as Moralis had it.
    expect(theirs.result.find((n: Any) => n.token_id === '2').metadata).toBeNull()
    const print = theirs.result.find((n: Any) => n.token_address === lower(prints))
    expect(print).toMatchObject({ contract_type: 'ERC1155', amount: '5', owner_of: lower(alice) })
  })

  test('getNFTs pages with the SDK’s next(), filters by token_addresses, formats ids in hex', async () => {
    const pages = await allPages(await Moralis.Web3API.account.getNFTs({ chain, address: alice, limit: 1 }))
    expect(pages.map((p) => p.result.length)).toEqual([1, 1, 1])
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2])
    expect(pages.every((p) => p.total === 3)).toBe(true)
    const one: Any = await Moralis.Web3API.account.getNFTs({ chain, address: alice, token_addresses: [prints] })
    expect(one.result.map((n: Any) => n.token_id)).toEqual(['7'])
    const hex: Any = await Moralis.Web3API.account.getNFTs({ chain, address: alice, format: 'hex' })
    expect(hex.result.map((n: Any) => n.token_id).sort()).toEqual(['0x1', '0x2', '0x7'])
  })

  test('getNFTsForContract: the same, in one collection', async () => {
    const theirs: Any = await Moralis.Web3API.account.getNFTsForContract({
      chain,
      address: alice,
      token_address: dunes,
    })
    const mine = await ours('getNFTs', { owner: alice, collection: dunes })
    expect(theirs.result.map((n: Any) => n.token_id)).toEqual(mine.results.map((n: Any) => n.tokenId))
    expect(theirs.total).toBe(2)
  })

  test("getNFTTransfers: the address's transfers, newest first, as our activity has them; a sale carries its price", async () => {
    const theirs: Any = await Moralis.Web3API.account.getNFTTransfers({ chain, address: bob })
    const mine = await ours('getActivity', { account: bob, types: ['mint', 'transfer', 'sale'] })
    expect(theirs.result.map((t: Any) => t.transaction_hash)).toEqual(mine.results.map((a: Any) => a.txHash))
    expect(theirs.total).toBe(2)
    expect(theirs.result[1]).toMatchObject({
      transaction_hash: '0xe5',
      block_number: '5020',
      block_timestamp: '2026-02-03T00:00:00.000Z',
      value: '1500000000000000000',
      contract_type: 'ERC721',
      token_address: lower(dunes),
      token_id: '3',
      from_address: lower(alice),
      to_address: lower(bob),
      amount: '1',
    })
    expect(theirs.result[0]).toMatchObject({ value: '0', contract_type: 'ERC1155', amount: '2' })
  })

  test('getNativeBalance: the balance on the chain', async () => {
    const dev = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const client = createPublicClient({ transport: http(stack.rpcUrl) })
    const theirs: Any = await Moralis.Web3API.account.getNativeBalance({ chain, address: dev })
    expect(theirs).toEqual({ balance: (await client.getBalance({ address: dev })).toString() })
  })
})

describe('token', () => {
  test("getNFTMetadata: the contract's name, symbol and standard", async () => {
    const theirs = await Moralis.Web3API.token.getNFTMetadata({ chain, address: lower(dunes) })
    const mine = await ours('getCollection', { address: dunes })
    expect(theirs).toMatchObject({
      token_address: lower(dunes),
      name: mine.name,
      symbol: mine.symbol,
      contract_type: 'ERC721',
    })
  })

  test('getTokenIdMetadata: one token with its owner, as our getNFT has it', async () => {
    const theirs: Any = await Moralis.Web3API.token.getTokenIdMetadata({ chain, address: dunes, token_id: '3' })
    const mine = await ours('getNFT', { address: dunes, tokenId: '3' })
    expect(theirs).toMatchObject({ token_id: '3', owner_of: lower(mine.owner), amount: '1', token_uri: mine.tokenUri })
    const edition: Any = await Moralis.Web3API.token.getTokenIdMetadata({ chain, address: prints, token_id: '7' })
    expect(edition.amount).toBe('7')
    await expect(Moralis.Web3API.token.getTokenIdMetadata({ chain, address: dunes, token_id: '99' })).rejects.toThrow(
      /No token 99/,
    )
  })

  test('getAllTokenIds: every token of the collection, by id, as our getCollectionNFTs has them', async () => {
    const pages = await allPages(await Moralis.Web3API.token.getAllTokenIds({ chain, address: dunes, limit: 2 }))
    const mine = await ours('getCollectionNFTs', { address: dunes })
    expect(pages.flatMap((p) => p.result.map((n: Any) => n.token_id))).toEqual(mine.results.map((n: Any) => n.tokenId))
    expect(pages[0].total).toBe(3)
  })

  test('getNFTOwners: each (token, owner) with the amount held, as our getNFT has them', async () => {
    const theirs: Any = await Moralis.Web3API.token.getNFTOwners({ chain, address: prints })
    const mine = await ours('getNFT', { address: prints, tokenId: '7' })
    expect(theirs.result.map((n: Any) => [n.owner_of, n.amount]).sort()).toEqual(
      mine.owners.map((o: Any) => [lower(o.address), o.amount]).sort(),
    )
    expect(theirs.total).toBe(2)
  })

  test("getContractNFTTransfers: the collection's transfers, as our activity has them", async () => {
    const theirs: Any = await Moralis.Web3API.token.getContractNFTTransfers({ chain, address: dunes })
    const mine = await ours('getActivity', { address: dunes, types: ['mint', 'transfer', 'sale'] })
    expect(theirs.result.map((t: Any) => [t.transaction_hash, t.token_id])).toEqual(
      mine.results.map((a: Any) => [a.txHash, a.tokenId]),
    )
    expect(theirs.total).toBe(4)
  })
})

describe('trades', () => {
  test('getNFTTrades: the collection’s sales, newest first, as our activity has them', async () => {
    const theirs: Any = await Moralis.Web3API.token.getNFTTrades({ chain, address: dunes, marketplace: 'opensea' })
    const mine = await ours('getActivity', { address: dunes, types: ['sale'] })
    expect(theirs.result.map((t: Any) => [t.transaction_hash, t.token_ids])).toEqual(
      mine.results.map((a: Any) => [a.txHash, [a.tokenId]]),
    )
    expect(theirs.total).toBe(1)
    expect(theirs.result[0]).toMatchObject({
      transaction_hash: '0xe5',
      token_ids: ['3'],
      seller_address: lower(alice),
      buyer_address: lower(bob),
      token_address: lower(dunes),
      price_token_address: zeroAddress,
      price: '1500000000000000000',
      block_number: '5020',
      block_timestamp: '2026-02-03T00:00:00.000Z',
    })
    expect(theirs.result[0].marketplace_address).toMatch(/^0x[0-9a-f]{40}$/)
    const prints_: Any = await Moralis.Web3API.token.getNFTTrades({ chain, address: prints })
    expect(prints_).toMatchObject({ total: 0, result: [] })
  })

  test('getNFTLowestPrice: the cheapest sale of the last `days`, or none', async () => {
    const sinceSale = Math.ceil((Date.now() - Date.parse('2026-02-03T00:00:00Z')) / 86_400_000)
    const lowest: Any = await Moralis.Web3API.token.getNFTLowestPrice({ chain, address: dunes, days: sinceSale })
    expect(lowest).toMatchObject({ transaction_hash: '0xe5', token_ids: ['3'], price: '1500000000000000000' })
    expect(await Moralis.Web3API.token.getNFTLowestPrice({ chain, address: dunes, days: sinceSale - 2 })).toBeNull()
    const call = (params: Record<string, unknown>) => rest('POST', '/functions/getNFTLowestPrice', params)
    expect((await call({ chain, address: dunes, days: 0 })).body.error).toMatch(/days must be/)
    expect((await call({ chain, address: dunes, marketplace: 'looksrare' })).body.error).toMatch(/marketplace must be/)
  })
})

describe('parameters', () => {
  test('chain: this server’s id in hex, decimal or a local devchain name; any other is a clear error', async () => {
    for (const accepted of ['0x7a69', '31337', 'hardhat']) {
      expect((await Moralis.Web3API.token.getNFTMetadata({ chain: accepted as never, address: dunes })).name).toBe(
        'Moralis Dunes',
      )
    }
    // moralis-v1 sends `eth` when the app passes no chain.
    await expect(Moralis.Web3API.token.getNFTMetadata({ address: dunes })).rejects.toThrow(
      "chain eth (moralis-v1's default when no chain is given) is chain 1 (0x1); this server indexes chain 31337 only: pass chain: '0x7a69'.",
    )
    await expect(Moralis.Web3API.token.getNFTMetadata({ chain: 'polygon', address: dunes })).rejects.toThrow(
      /chain polygon is chain 137/,
    )
    await expect(Moralis.Web3API.token.getNFTMetadata({ chain: 'atlantis' as never, address: dunes })).rejects.toThrow(
      /chain "atlantis" is not a chain id or name/,
    )
  })

  test('bad input is a 400 naming the parameter; parameters the index cannot serve are refused', async () => {
    const call = (name: string, params: Record<string, unknown>) => rest('POST', `/functions/${name}`, params)
    expect((await call('getNFTs', { chain, address: 'nobody' })).body.error).toBe(
      'address must be an address (0x and 40 hex digits).',
    )
    expect((await call('getAllTokenIds', { chain, address: dunes, limit: 501 })).body.error).toMatch(/limit must be/)
    expect((await call('getAllTokenIds', { chain, address: dunes, offset: 100 })).body.error).toMatch(
      /offset is not supported/,
    )
    expect((await call('getNFTTransfers', { chain, address: bob, direction: 'to' })).body.error).toMatch(
      /direction must be 'both'/,
    )
    const first = await call('getContractNFTTransfers', { chain, address: dunes, limit: 1 })
    const cursor = (first.body.result as Any).cursor
    expect((await call('getNFTTransfers', { chain, address: bob, cursor })).body.error).toMatch(/another query/)
    const owners = await call('getAllTokenIds', { chain, address: dunes, limit: 1, cursor: `${cursor}x` })
    expect(owners.body.error).toMatch(/cursor is not valid/)
    expect((await call('getNFTMetadata', { chain, address: address() })).status).toBe(404)
  })

  test('getNFTs keeps both contracts: ours by `owner`, Moralis’s by `address` and `chain`', async () => {
    const mine = await ours('getNFTs', { owner: alice, limit: 1 })
    expect(mine).toMatchObject({ results: [expect.objectContaining({ chainId: 31337 })], cursor: expect.any(String) })
    const theirs = await ours('getNFTs', { address: alice, chain })
    expect(theirs).toMatchObject({ total: 3, result: expect.any(Array) })
  })
})

test("every Web3 API answer has its contract's shape (packages/api), field by field", async () => {
  const calls: [keyof typeof moralisFunctions, Record<string, unknown>][] = [
    ['getNFTsForContract', { chain, address: alice, token_address: dunes }],
    ['getNFTTransfers', { chain, address: bob }],
    ['getNativeBalance', { chain, address: alice }],
    ['getNFTMetadata', { chain, address: prints }],
    ['getTokenIdMetadata', { chain, address: dunes, token_id: '3', format: 'hex' }],
    ['getTokenIdMetadata', { chain, address: prints, token_id: '7' }],
    ['getAllTokenIds', { chain, address: dunes, limit: 2 }],
    ['getNFTOwners', { chain, address: prints }],
    ['getContractNFTTransfers', { chain, address: dunes }],
    ['getNFTTrades', { chain, address: dunes }],
    ['getNFTLowestPrice', { chain, address: dunes, days: 36_500 }],
  ]
  for (const [name, params] of calls) {
    const response = await rest('POST', `/functions/${name}`, params)
    expect(response.status, name).toBe(200)
    const checked = moralisFunctions[name].result.safeParse(response.body.result)
    expect(checked.error?.issues ?? [], name).toEqual([])
  }
})

test('getNativeBalance while the chain node is down is a temporary error, not a balance', async () => {
  const port = await freePort()
  const server = spawnServer({
    PORT: String(port),
    DATABASE_URL: stack.databaseUrl,
    MASTER_KEY: stack.masterKey,
    RPC_URL: `http://127.0.0.1:${await freePort()}`,
  })
  try {
    await waitFor(() => server.output().includes('"ready"'))
    const response = await fetch(`http://localhost:${port}/server/functions/getNativeBalance`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ chain, address: alice }),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      code: 100,
      error:
        'Reading the native balance is temporarily unavailable: the chain node does not answer. Try again shortly.',
    })
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
})

testNoSelfRequests()
