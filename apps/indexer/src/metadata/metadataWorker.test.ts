import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join, normalize } from 'node:path'
import { creatorEditionAbi } from '@vitrine/contracts'
import { devAccount } from '@vitrine/devchain'
import type pg from 'pg'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { backfill } from '../sync/backfill.ts'
import { processCollectionDetails } from './collectionDetailsWorker.ts'
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

test('every seeded token gets its URI and metadata; a bad URI ends as failed, not stuck', async () => {
  await backfill({
    pool,
    client,
    chainId,
    seaport: chain.seaport,
    startBlock: 0n,
    toBlock: await client.getBlockNumber(),
  })
  const { rows: found } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC1155'`,
  )
  const edition = found[0]?.address as Address
  // The edition's owner points edition 6 at a scheme no one serves.
  const creator = createWalletClient({ account: devAccount(4), chain: foundry, transport: http(chain.anvil.rpcUrl) })
  await client.waitForTransactionReceipt({
    hash: await creator.writeContract({
      address: edition,
      abi: creatorEditionAbi,
      functionName: 'setTokenURI',
      args: [6n, 'ftp://nowhere/6.json'],
    }),
  })

  const deps = {
    pool,
    client,
    chainId,
    options: { maxBytes: 1_000_000, timeoutMs: 2000, allowedHosts: [assetsHost], ipfsGateway: 'https://ipfs.invalid' },
  }
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
  const { rows: collections } = await pool.query(
    'SELECT name, symbol, royalty_bps, image, standard FROM nft.collections ORDER BY first_block',
  )
  expect(collections).toEqual([
    {
      name: 'Dunes',
      symbol: 'DUNE',
      royalty_bps: 500,
      image: `http://${assetsHost}/demo/dunes/1.svg`,
      standard: 'ERC721',
    },
    {
      name: 'Orbs',
      symbol: 'ORB',
      royalty_bps: 750,
      image: `http://${assetsHost}/demo/orbs/1.svg`,
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
      image: `http://${assetsHost}/demo/prints/1.svg`,
      standard: 'ERC1155',
    },
  ])

  const { rows: sample } = await pool.query(
    `SELECT t.name, t.image, t.attributes FROM nft.tokens t WHERE t.token_id = 3 AND t.name LIKE 'Dunes%'`,
  )
  expect(sample[0]).toMatchObject({ name: 'Dunes #3', image: `http://${assetsHost}/demo/dunes/3.svg` })
  expect(sample[0].attributes.map((a: { trait_type: string }) => a.trait_type)).toEqual(['Palette', 'Form', 'Rarity'])
})
