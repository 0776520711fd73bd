import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, normalize } from 'node:path'
import { creatorEditionAbi } from '@vitrine/contracts'
import { createPool, migrate } from '@vitrine/db'
import { type AnvilHandle, devAccount, prepareChain, startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import type pg from 'pg'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { backfill } from '../sync/backfill.ts'
import { processCollectionDetails } from './collectionDetailsWorker.ts'
import { processMetadataBatch } from './metadataWorker.ts'

let anvil: AnvilHandle
let pool: pg.Pool
let client: PublicClient
let assets: Server
let assetsHost: string
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-metadata-test-'))
const chainId = 31337

beforeAll(async () => {
  // The demo's files, served the way the backend serves them.
  assets = createServer(async (request, response) => {
    const file = normalize(join(dataDir, decodeURIComponent(request.url ?? '')))
    if (!file.startsWith(join(dataDir, 'demo'))) return response.writeHead(403).end()
    response.end(await readFile(file).catch(() => ''))
  })
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve))
  assetsHost = `127.0.0.1:${(assets.address() as { port: number }).port}`
  anvil = await startAnvil({ port: await freePort(), chainId })
  await prepareChain({
    rpcUrl: anvil.rpcUrl,
    dataDir,
    assetsBaseUrl: `http://${assetsHost}/demo`,
    seed: true,
    log: () => {},
  })
  client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl, { batch: true }), pollingInterval: 50 })
  pool = createPool(inject('databaseUrl'), 4)
  await migrate(pool)
  await pool.query(
    'DELETE FROM nft.sync_state; DELETE FROM nft.activity; DELETE FROM nft.balances; DELETE FROM nft.tokens; DELETE FROM nft.collections; DELETE FROM nft.blocks',
  )
})
afterAll(async () => {
  await pool?.end()
  await anvil?.stop()
  assets?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

test('every seeded token gets its URI and metadata; a bad URI ends as failed, not stuck', async () => {
  await backfill({ pool, client, chainId, startBlock: 0n, toBlock: await client.getBlockNumber() })
  const { rows: found } = await pool.query<{ address: Address }>(
    `SELECT address FROM nft.collections WHERE standard = 'ERC1155'`,
  )
  const edition = found[0]?.address as Address
  // The edition's owner points edition 6 at a scheme no one serves.
  const creator = createWalletClient({ account: devAccount(4), chain: foundry, transport: http(anvil.rpcUrl) })
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
