import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { freePort } from '@vitrine/testkit'
import sharp from 'sharp'
import { createPublicClient, erc20Abi, getAbiItem, http, parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

vi.setConfig({ testTimeout: 180_000 })

import { demoCollections } from './demo/demoCollections.ts'
import { devAccount } from './demo/seedDemo.ts'
import { collectionFactories } from './deployment.ts'
import { DEMO_POOL, DEMO_TOKEN_GRANT } from './deploySwapContracts.ts'
import { prepareChain, SEED_LAZY_ORDERS_FILE, SEED_ORDERS_FILE } from './prepareChain.ts'
import { type AnvilHandle, startAnvil } from './startAnvil.ts'
import { uniswapV2FactoryArtifact, uniswapV2Router02Artifact } from './uniswapArtifacts.ts'

let anvil: AnvilHandle
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-devchain-test-'))
const lines: string[] = []
const parameters = () => ({
  rpcUrl: anvil.rpcUrl,
  dataDir,
  assetsBaseUrl: 'http://localhost:2053/demo',
  seed: true,
  log: (line: string) => lines.push(line),
})

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
})
afterAll(async () => {
  await anvil?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a new chain gets Seaport, the factory and the demo: 4 collections, 60+ NFTs, pictures and metadata', async () => {
  const deployment = await prepareChain(parameters())
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  for (const address of [
    deployment.seaport,
    deployment.conduitController,
    deployment.collectionFactory,
    deployment.conduit,
    deployment.weth,
  ]) {
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(100)
  }
  expect(lines.filter((line) => line.startsWith('minted '))).toHaveLength(demoCollections.length)
  expect(lines).toContain('sold 6 NFTs through Seaport')

  const created = await client.getLogs({
    address: deployment.collectionFactory,
    event: getAbiItem({ abi: collectionFactoryAbi, name: 'CollectionCreated' }),
    fromBlock: 0n,
  })
  expect(created).toHaveLength(4)
  const erc721 = created.filter((log) => log.args.standard === 0)
  expect(erc721).toHaveLength(3)
  let nfts = 0
  for (const log of erc721) {
    nfts += Number(
      await client.readContract({
        address: log.args.collection as `0x${string}`,
        abi: creatorCollectionAbi,
        functionName: 'totalSupply',
      }),
    )
  }
  expect(nfts).toBeGreaterThanOrEqual(60)

  const edition = created.find((log) => log.args.standard === 1)?.args.collection as `0x${string}`
  const uri = await client.readContract({ address: edition, abi: creatorEditionAbi, functionName: 'uri', args: [1n] })
  expect(uri).toBe('http://localhost:2053/demo/prints/1.json')
  const metadata = JSON.parse(readFileSync(join(dataDir, 'demo/prints/1.json'), 'utf8'))
  expect(metadata).toMatchObject({ name: 'Studio Prints Edition 1', image: 'http://localhost:2053/demo/prints/1.png' })
  expect(metadata.attributes.map((a: { trait_type: string }) => a.trait_type)).toEqual(['Palette', 'Form', 'Rarity'])
  // Real pictures in each format, and one broken link (the media service's placeholder).
  const picture = (path: string) => sharp(readFileSync(join(dataDir, 'demo', path))).metadata()
  expect(await picture('prints/1.png')).toMatchObject({ format: 'png', width: 800, height: 800 })
  expect(await picture('dunes/24.png')).toMatchObject({ format: 'png', width: 800 })
  expect(await picture('orbs/1.jpg')).toMatchObject({ format: 'jpeg', width: 800 })
  expect(readFileSync(join(dataDir, 'demo/signal/1.svg'), 'utf8')).toMatch(
    /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
  )
  const broken = JSON.parse(readFileSync(join(dataDir, 'demo/signal/7.json'), 'utf8')).image
  expect(broken).toBe('http://localhost:2053/demo/signal/missing/7.svg')
  expect(existsSync(join(dataDir, 'demo/signal/missing'))).toBe(false)
  expect(JSON.parse(readFileSync(join(dataDir, 'demo/dunes/collection.json'), 'utf8')).image).toBe(
    'http://localhost:2053/demo/dunes/1.png',
  )
  expect(existsSync(join(dataDir, 'deployment.json'))).toBe(true)
  // Signed demo orders wait for the order book: listings (some bulk-signed), offers, a collection offer.
  const orders = JSON.parse(readFileSync(join(dataDir, SEED_ORDERS_FILE), 'utf8'))
  expect(orders).toHaveLength(13)
  expect(
    orders.every((o: { parameters: { conduitKey: string } }) => o.parameters.conduitKey === deployment.conduitKey),
  ).toBe(true)
  // Lazy listings (rarible): vouchers of items not minted yet, signed by their collections' creators.
  const lazy = JSON.parse(readFileSync(join(dataDir, SEED_LAZY_ORDERS_FILE), 'utf8'))
  expect(lazy).toHaveLength(3)
  expect(lazy[0]).toMatchObject({ kind: 'lazy', source: 'rarible', voucher: { nonce: '1', currency: zeroAddress } })
  // Each voucher names an item of its own: its own document and picture, no minted token's.
  const base = 'http://localhost:2053/demo'
  expect(lazy.map((o: { voucher: { uri: string } }) => o.voucher.uri)).toEqual([
    `${base}/dunes/lazy-1.json`,
    `${base}/dunes/lazy-2.json`,
    `${base}/orbs/lazy-1.json`,
  ])
  const study = JSON.parse(readFileSync(join(dataDir, 'demo/dunes/lazy-1.json'), 'utf8'))
  expect(study).toMatchObject({ name: 'Dunes Study 1', image: `${base}/dunes/lazy-1.png` })
  expect(study.attributes.map((a: { trait_type: string }) => a.trait_type)).toEqual(
    JSON.parse(readFileSync(join(dataDir, 'demo/dunes/1.json'), 'utf8')).attributes.map(
      (a: { trait_type: string }) => a.trait_type,
    ),
  )
  expect(await picture('dunes/lazy-2.png')).toMatchObject({ format: 'png', width: 800 })
  expect(await picture('orbs/lazy-1.jpg')).toMatchObject({ format: 'jpeg', width: 800 })
  // Not the picture of any minted token of its collection.
  const bytes = (path: string) => readFileSync(join(dataDir, 'demo', path)).toString('base64')
  const minted = new Set(Array.from({ length: 24 }, (_, i) => bytes(`dunes/${i + 1}.png`)))
  expect(minted.has(bytes('dunes/lazy-1.png')) || minted.has(bytes('dunes/lazy-2.png'))).toBe(false)
})

test('the swap route: Uniswap V2 prices vUSD against WETH through the pair its factory made', async () => {
  const { swapFactory, swapRouter, demoToken, weth } = JSON.parse(
    readFileSync(join(dataDir, 'deployment.json'), 'utf8'),
  )
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const token = { address: demoToken, abi: erc20Abi } as const
  expect(await client.readContract({ ...token, functionName: 'symbol' })).toBe('vUSD')
  expect(await client.readContract({ ...token, functionName: 'decimals' })).toBe(6)
  expect(await client.readContract({ ...token, functionName: 'balanceOf', args: [devAccount(2).address] })).toBe(
    DEMO_TOKEN_GRANT,
  )
  const pair = await client.readContract({
    address: swapFactory,
    abi: uniswapV2FactoryArtifact.abi,
    functionName: 'getPair',
    args: [demoToken, weth],
  })
  expect(
    await client.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [pair as never] }),
  ).toBe(DEMO_POOL.eth)
  // The router computes the pair's address from its built-in init-code hash: the price proves they agree.
  const amounts = (await client.readContract({
    address: swapRouter,
    abi: uniswapV2Router02Artifact.abi,
    functionName: 'getAmountsIn',
    args: [parseEther('0.1'), [demoToken, weth]],
  })) as bigint[]
  expect(amounts[0]).toBeGreaterThan(300n * 10n ** 6n)
  expect(amounts[0]).toBeLessThan(302n * 10n ** 6n)
})

test('a chain that already has them is left as it is', async () => {
  const first = JSON.parse(readFileSync(join(dataDir, 'deployment.json'), 'utf8'))
  const before = await createPublicClient({ transport: http(anvil.rpcUrl) }).getBlockNumber()
  const again = await prepareChain(parameters())
  expect(again).toEqual(first)
  expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBlockNumber()).toBe(before)
})

test('a chain kept from before the market gets its conduit, WETH, swap route and demo orders', async () => {
  const file = join(dataDir, 'deployment.json')
  const {
    conduitKey: _k,
    conduit: _c,
    weth: _w,
    swapFactory: _f,
    swapRouter: _r,
    demoToken: _t,
    ...older
  } = JSON.parse(readFileSync(file, 'utf8'))
  writeFileSync(file, JSON.stringify(older))
  rmSync(join(dataDir, SEED_ORDERS_FILE), { force: true })
  const again = await prepareChain(parameters())
  expect(again).toMatchObject(older)
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  expect((await client.getCode({ address: again.weth }))?.length).toBeGreaterThan(100)
  expect(JSON.parse(readFileSync(file, 'utf8')).weth).toBe(again.weth)
  expect((await client.getCode({ address: again.swapRouter }))?.length).toBeGreaterThan(100)
  expect(existsSync(join(dataDir, SEED_ORDERS_FILE))).toBe(true)
})

test("a chain kept from before the collections' contracts changed gets a new factory; the old one stays listed", async () => {
  const file = join(dataDir, 'deployment.json')
  const { collectionFactoryCode: _code, ...older } = JSON.parse(readFileSync(file, 'utf8'))
  writeFileSync(file, JSON.stringify(older))
  const again = await prepareChain(parameters())
  expect(again.collectionFactory).not.toBe(older.collectionFactory)
  expect(again.formerCollectionFactories).toEqual([older.collectionFactory])
  expect(collectionFactories(again)).toEqual([again.collectionFactory, older.collectionFactory])
  // Its collections have what the site asks of them now: a batch's row keys.
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const implementation = await client.readContract({
    address: again.collectionFactory,
    abi: collectionFactoryAbi,
    functionName: 'collectionImplementation',
  })
  const keys = await client.readContract({
    address: implementation,
    abi: creatorCollectionAbi,
    functionName: 'tokensOfKeys',
    args: [[`0x${'01'.repeat(32)}`]],
  })
  expect(keys).toEqual([0n])
  // And the next start leaves it as it is.
  expect(await prepareChain(parameters())).toEqual(again)
})

test('a chain whose clock runs behind the wall clock still gets its Seaport sales', async () => {
  const behind = await startAnvil({ port: await freePort(), chainId: 31337 })
  const otherDir = mkdtempSync(join(tmpdir(), 'vitrine-devchain-test-'))
  try {
    const client = createPublicClient({ transport: http(behind.rpcUrl) })
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600
    await client.request({ method: 'evm_setTime' as never, params: [anHourAgo] as never })
    const log: string[] = []
    await prepareChain({ ...parameters(), rpcUrl: behind.rpcUrl, dataDir: otherDir, log: (line) => log.push(line) })
    expect(log).toContain('sold 6 NFTs through Seaport')
    expect(Number((await client.getBlock()).timestamp)).toBeLessThan(anHourAgo + 600)
  } finally {
    await behind.stop()
    rmSync(otherDir, { recursive: true, force: true })
  }
})
