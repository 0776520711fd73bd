import { readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join, normalize } from 'node:path'
import type { LiveChange } from '@vitrine/api'
import { creatorEditionAbi } from '@vitrine/contracts'
import { LIVE_CHANNEL } from '@vitrine/db'
import { devAccount } from '@vitrine/devchain'
import { lazyTokenId, type MintVoucher } from '@vitrine/market'
import { startRpcProxy, waitFor } from '@vitrine/testkit'
import type pg from 'pg'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  zeroAddress,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { statusOf, storeLazyOrder } from '../../test/orderBook.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { processCollectionDetails } from './collectionDetailsWorker.ts'
import { processLazyItems } from './lazyItemsWorker.ts'
import { processMetadataBatch } from './metadataWorker.ts'

let chain: SeededChain
let pool: pg.Pool
let client: PublicClient
let assets: Server
let assetsHost: string
const chainId = 31337

beforeAll(async () => {
  // The demo's files, served the way the backend serves them (the folder is the chain's, once made).
  assets = createServer(async (request, response) => {
    const root = join(chain?.dataDir ?? '/nonexistent', 'demo')
    const file = normalize(join(chain?.dataDir ?? '/nonexistent', decodeURIComponent(request.url ?? '')))
    if (!file.startsWith(root)) return response.writeHead(403).end()
    // A file that is not there is an empty body: not JSON, which the worker must handle.
    response.end(await readFile(file).catch(() => ''))
  })
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve))
  assetsHost = `127.0.0.1:${(assets.address() as { port: number }).port}`
  chain = await startSeededChain(`http://${assetsHost}/demo`)
  pool = chain.pool
  client = createPublicClient({
    chain: foundry,
    transport: http(chain.anvil.rpcUrl, { batch: true }),
    pollingInterval: 50,
  })
})
afterAll(async () => {
  await chain?.stop()
  assets?.close()
})

/** The demo edition's owner (dev account 4) sets a token's URI on chain. */
async function setEditionUri(edition: Address, tokenId: bigint, uri: string) {
  const creator = createWalletClient({ account: devAccount(4), chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await creator.writeContract({
    address: edition,
    abi: creatorEditionAbi,
    functionName: 'setTokenURI',
    args: [tokenId, uri],
  })
  await client.waitForTransactionReceipt({ hash })
}

/** What the workers need: the test's database and chain, the demo's server allowed. */
const workerDeps = (through: PublicClient = client) =>
  testCommon({
    pool,
    client: through,
    chainId,
    metadata: { maxBytes: 1_000_000, timeoutMs: 2000, allowedHosts: [assetsHost], ipfsGateway: 'https://ipfs.invalid' },
  })

test('every seeded token gets its URI and metadata; a bad URI ends as failed, not stuck', async () => {
  await chain.backfillToHead(client)
  const { rows: found } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC1155'`,
  )
  const edition = found[0]?.address as Address
  // The edition's owner points edition 6 at a scheme no one serves.
  await setEditionUri(edition, 6n, 'ftp://nowhere/6.json')

  // Open pages and the server's read cache hear of each token and collection read.
  const listener = await pool.connect()
  const heard: LiveChange[] = []
  listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}')))
  await listener.query(`LISTEN ${LIVE_CHANNEL}`)

  const deps = workerDeps()
  let rounds = 0
  while ((await processMetadataBatch(deps, 20)) > 0 && rounds < 20) rounds++

  const { rows } = await pool.query<{ metadata_status: string; n: string }>(
    'SELECT metadata_status, count(*) AS n FROM nft.tokens GROUP BY 1 ORDER BY 1',
  )
  expect(rows).toEqual([
    { metadata_status: 'failed', n: '1' },
    { metadata_status: 'ok', n: '67' },
  ])
  // Collections: name, symbol, royalty and the picture of their contractURI.
  while ((await processCollectionDetails(deps)) > 0) {}
  // NOTIFY arrives after the round's queries: the tokens' rounds, then the details' one.
  await waitFor(
    async () => heard.flatMap((change) => change.tokens).length >= 68 && heard.some((change) => !change.tokens.length),
    2_000,
  )
  await listener.query(`UNLISTEN ${LIVE_CHANNEL}`)
  listener.release()
  expect(new Set(heard.map((change) => change.cause))).toEqual(new Set(['metadata']))
  expect(heard.flatMap((change) => change.tokens)).toHaveLength(68)
  expect(new Set(heard.flatMap((change) => change.collections)).size).toBe(4)
  const { rows: collections } = await pool.query(
    'SELECT name, symbol, royalty_bps, image, standard FROM nft.collections ORDER BY first_block',
  )
  expect(collections).toEqual([
    {
      name: 'Dunes',
      symbol: 'DUNE',
      royalty_bps: 500,
      image: `http://${assetsHost}/demo/dunes/1.png`,
      standard: 'ERC721',
    },
    {
      name: 'Orbs',
      symbol: 'ORB',
      royalty_bps: 750,
      image: `http://${assetsHost}/demo/orbs/1.jpg`,
      standard: 'ERC721',
    },
    {
      name: 'Signal & Noise',
      symbol: 'SGNL',
      royalty_bps: 250,
      image: `http://${assetsHost}/demo/signal/1.svg`,
      standard: 'ERC721',
    },
    {
      name: 'Studio Prints',
      symbol: 'PRNT',
      royalty_bps: 500,
      image: `http://${assetsHost}/demo/prints/1.png`,
      standard: 'ERC1155',
    },
  ])

  const { rows: sample } = await pool.query(
    `SELECT t.name, t.image, t.attributes FROM nft.tokens t WHERE t.token_id = 3 AND t.name LIKE 'Dunes%'`,
  )
  expect(sample[0]).toMatchObject({ name: 'Dunes #3', image: `http://${assetsHost}/demo/dunes/3.png` })
  expect(sample[0].attributes.map((a: { trait_type: string }) => a.trait_type)).toEqual(['Palette', 'Form', 'Rarity'])
  expect(await traitCountProblems()).toEqual([])
})

test('a re-fetched token with new traits moves the trait counts with it', async () => {
  const { rows } = await pool.query<{ address: Address; token_uri: string }>(
    `SELECT address, token_uri FROM nft.tokens WHERE token_id = 3 AND name = 'Dunes #3'`,
  )
  const { address, token_uri } = rows[0] as (typeof rows)[0]
  const file = join(chain.dataDir, new URL(token_uri).pathname)
  const document = JSON.parse(await readFile(file, 'utf8'))
  await writeFile(file, JSON.stringify({ ...document, attributes: [{ trait_type: 'Rarity', value: 'Mythic' }] }))
  const before = await countOf(address, 'Rarity', 'Mythic')
  await pool.query(
    `UPDATE nft.tokens SET metadata_status = 'pending', metadata_next_at = now(), metadata_attempts = 0
      WHERE address = $1 AND token_id = 3`,
    [address],
  )
  const deps = workerDeps()
  expect(await processMetadataBatch(deps)).toBe(1)
  expect(await countOf(address, 'Rarity', 'Mythic')).toBe(before + 1)
  const { rows: traits } = await pool.query(
    'SELECT trait_type, value FROM nft.token_traits WHERE address = $1 AND token_id = 3',
    [address],
  )
  expect(traits).toEqual([{ trait_type: 'Rarity', value: 'Mythic' }])
  expect(await traitCountProblems()).toEqual([])
})

test('a lazy listing posted before a token with the same document was read becomes inactive (duplicateItem) once it is', async () => {
  const { rows } = await pool.query<{ address: Address; token_uri: string }>(
    `SELECT address, token_uri FROM nft.tokens WHERE token_id = 5 AND name = 'Dunes #5'`,
  )
  const { address, token_uri } = rows[0] as (typeof rows)[0]
  const document = await readFile(join(chain.dataDir, new URL(token_uri).pathname), 'utf8')
  // Token 5 as just minted: its metadata not read yet.
  await pool.query(
    `UPDATE nft.tokens SET metadata_status = 'pending', metadata_next_at = now(), metadata_attempts = 0, token_uri = NULL,
            name = NULL, description = NULL, image = NULL, attributes = NULL
      WHERE address = $1 AND token_id = 5`,
    [address],
  )
  // Meanwhile a voucher of another collection names the same document (inline): nothing to see it copy yet.
  const creator = devAccount(7).address as Address
  const voucher: MintVoucher = {
    collection: devAccount(8).address as Address,
    tokenId: lazyTokenId(creator, 5n),
    uri: `data:application/json,${encodeURIComponent(document)}`,
    price: parseEther('0.1'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce: 5n,
  }
  const orderHash = await storeLazyOrder(pool, voucher, `0x${'11'.repeat(65)}`, creator)
  try {
    await processLazyItems(workerDeps())
    expect(await statusOf(pool, orderHash)).toBe('active')
    expect(await processMetadataBatch(workerDeps())).toBe(1)
    expect(await statusOf(pool, orderHash)).toBe('inactive:duplicateItem')
  } finally {
    await pool.query('DELETE FROM market.lazy_items WHERE order_hash = $1', [orderHash])
    await pool.query('DELETE FROM market.orders WHERE order_hash = $1', [orderHash])
  }
})

test('a hostile document on chain (NUL characters, cut emoji, a URI of kilobytes) is stored clean', async () => {
  const { rows } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC1155'`,
  )
  const edition = rows[0]?.address as Address
  const document = {
    name: 'Bad\u0000name',
    description: `${'x'.repeat(1999)}😀`,
    image: `data:image/svg+xml;base64,${'A'.repeat(4000)}`,
    attributes: [{ trait_type: 'Mood\u0000', value: `${'a'.repeat(199)}😀` }],
  }
  const uri = `data:application/json;base64,${Buffer.from(JSON.stringify(document)).toString('base64')}`
  expect(uri.length).toBeGreaterThan(4096)
  await setEditionUri(edition, 5n, uri)
  // As refreshMetadata queues it: the URI is read from the chain again.
  await pool.query(
    `UPDATE nft.tokens SET metadata_status = 'pending', metadata_next_at = now(), metadata_attempts = 0, token_uri = NULL
      WHERE address = $1 AND token_id = 5`,
    [edition],
  )
  const deps = workerDeps()
  expect(await processMetadataBatch(deps)).toBe(1)
  const { rows: stored } = await pool.query(
    `SELECT metadata_status, metadata_error, token_uri, name, description, image, attributes
       FROM nft.tokens WHERE address = $1 AND token_id = 5`,
    [edition],
  )
  expect(stored[0]).toEqual({
    metadata_status: 'ok',
    metadata_error: null,
    // Too long to keep as a URI; its document is what is stored.
    token_uri: null,
    name: 'Badname',
    description: `${'x'.repeat(1999)}\uFFFD`,
    image: document.image,
    attributes: [{ trait_type: 'Mood', value: `${'a'.repeat(199)}\uFFFD` }],
  })
  expect(await traitCountProblems()).toEqual([])
})

test('a collection whose details meet an RPC outage stays pending and gets them on a later round', async () => {
  await pool.query(`UPDATE nft.collections SET details_status = 'pending', name = NULL WHERE symbol = 'DUNE'`)
  const deps = workerDeps()
  const down = createPublicClient({ chain: foundry, transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
  await expect(processCollectionDetails(workerDeps(down as PublicClient))).rejects.toThrow()
  const pending = await pool.query(`SELECT details_status, name FROM nft.collections WHERE symbol = 'DUNE'`)
  expect(pending.rows).toEqual([{ details_status: 'pending', name: null }])
  expect(await processCollectionDetails(deps)).toBe(1)
  const done = await pool.query(`SELECT details_status, name, royalty_bps FROM nft.collections WHERE symbol = 'DUNE'`)
  expect(done.rows).toEqual([{ details_status: 'ok', name: 'Dunes', royalty_bps: 500 }])
})

test('a token URI read the node does not answer is no failure of the token: no attempt counted, read again later', async () => {
  const { rows: found } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE symbol = 'DUNE'`,
  )
  const dunes = found[0]?.address as Address
  const states = async () =>
    (
      await pool.query(
        `SELECT token_id::int AS id, metadata_status AS status, metadata_attempts AS attempts, token_uri IS NOT NULL AS uri,
                metadata_error AS error, metadata_next_at > now() + interval '50 seconds' AS later
           FROM nft.tokens WHERE address = $1 AND token_id IN (1, 2, 4) ORDER BY token_id`,
        [dunes],
      )
    ).rows
  // As refreshMetadata queues them: the URIs are read from the chain again.
  await pool.query(
    `UPDATE nft.tokens SET metadata_status = 'pending', metadata_next_at = now(), metadata_attempts = 0, token_uri = NULL
      WHERE address = $1 AND token_id IN (1, 2, 4)`,
    [dunes],
  )
  const queued = await states()

  // The node is down: the round fails as a whole, and writes nothing about the tokens.
  const down = createPublicClient({ chain: foundry, transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
  await expect(processMetadataBatch(workerDeps(down as PublicClient))).rejects.toThrow(/HTTP request failed/)
  expect(await states()).toEqual(queued)

  // One read of three goes unanswered (an HTTP 500): the other two are stored, that one waits.
  const proxy = await startRpcProxy(chain.anvil.rpcUrl)
  try {
    const through = createPublicClient({ chain: foundry, transport: http(proxy.url, { retryCount: 0 }) })
    proxy.failNext(1)
    expect(await processMetadataBatch(workerDeps(through as PublicClient))).toBe(3)
  } finally {
    await proxy.close()
  }
  const after = await states()
  expect(after.filter((row) => row.status === 'ok')).toHaveLength(2)
  expect(after.filter((row) => row.status === 'ok').every((row) => row.attempts === 1 && row.uri)).toBe(true)
  expect(after.filter((row) => row.status === 'pending')).toEqual([
    {
      id: expect.any(Number),
      status: 'pending',
      attempts: 0,
      uri: false,
      error: expect.stringMatching(/temporarily unavailable/),
      later: true,
    },
  ])

  // Its turn again, with the node answering: stored as the others were.
  await pool.query(
    `UPDATE nft.tokens SET metadata_next_at = now() WHERE address = $1 AND metadata_status = 'pending'`,
    [dunes],
  )
  expect(await processMetadataBatch(workerDeps())).toBe(1)
  expect((await states()).map((row) => [row.status, row.attempts])).toEqual([
    ['ok', 1],
    ['ok', 1],
    ['ok', 1],
  ])
})

async function countOf(address: string, traitType: string, value: string) {
  const { rows } = await pool.query(
    'SELECT tokens FROM nft.trait_counts WHERE address = $1 AND trait_type = $2 AND value = $3',
    [address, traitType, value],
  )
  return Number(rows[0]?.tokens ?? 0)
}

/** trait_counts against a recount of token_traits, and token_traits against the stored attributes. */
async function traitCountProblems() {
  const { rows } = await pool.query(
    `SELECT coalesce(k.address, c.address) AS address, coalesce(k.trait_type, c.trait_type) AS trait_type,
            coalesce(k.value, c.value) AS value, k.tokens AS kept, c.n AS counted
       FROM (SELECT * FROM nft.trait_counts WHERE tokens <> 0) k
       FULL JOIN (SELECT address, trait_type, value, count(*) AS n FROM nft.token_traits GROUP BY 1, 2, 3) c
         ON c.address = k.address AND c.trait_type = k.trait_type AND c.value = k.value
      WHERE k.tokens IS DISTINCT FROM c.n
     UNION ALL
     SELECT t.address, a->>'trait_type', a->>'value', NULL, NULL
       FROM nft.tokens t, jsonb_array_elements(t.attributes) a
      WHERE NOT EXISTS (SELECT 1 FROM nft.token_traits tt WHERE tt.address = t.address AND tt.token_id = t.token_id
                          AND tt.trait_type = a->>'trait_type' AND tt.value = a->>'value')`,
  )
  return rows
}
