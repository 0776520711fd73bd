import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import type { GetOrdersResult } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { createPublicClient, http, parseAbi } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { E2E_RARIBLE_TOKEN_ID, e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, expectAccountPage, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { injectTestWallet } from './testWallet.ts'

async function lazyListings(): Promise<GetOrdersResult['results']> {
  const response = await fetch(`${e2eServerUrl}/functions/getOrders`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify({ side: 'listing', kind: 'lazy', limit: 20 }),
  })
  return ((await response.json()) as { result: GetOrdersResult }).result.results
}

/** A page in a browser of its own with a dev account's wallet, connected and signed in. */
async function walletPage(browser: Browser, account: HDAccount): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await injectTestWallet(page, 31337, account)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  return page
}

test("each lazy listing shows its own item (its voucher's name and picture, no minted token's), at 1280 px and 375 px", async ({
  page,
}) => {
  // postOrder read each voucher's document when npm start posted it: names and pictures at once.
  const listings = await lazyListings()
  const study = listings.find((o) => o.lazyItem?.name === 'Dunes Study 1')
  if (!study?.tokenId) throw new Error('the demo has no lazy listing "Dunes Study 1"')
  // The demo's three (other tests may have listed items of their own by now).
  expect(listings.map((o) => o.lazyItem?.name)).toEqual(
    expect.arrayContaining(['Dunes Study 1', 'Dunes Study 2', 'Orbs Study 1']),
  )
  expect(study.lazyItem?.hasPicture).toBe(true)
  // Not a copy of the collection's minted token 1 (the demo's vouchers once were).
  const first = await callApi('getNFT', { address: study.address, tokenId: '1' })
  expect(first.name).toBe('Dunes #1')
  // In the server's HTML (prefetched): the section never pushes the tabs and the grid down later.
  const html = await (await page.request.get(`/collection/${study.address}`)).text()
  expect(html).toContain('Not minted yet')
  expect(html).toContain('Dunes Study 1')
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/collection/${study.address}`)
    const card = page.getByTestId('lazy-listing').filter({ has: page.getByRole('heading', { name: 'Dunes Study 1' }) })
    await expect(card).toHaveCount(1)
    const picture = card.getByRole('img', { name: 'Dunes Study 1', exact: true })
    await picture.scrollIntoViewIfNeeded()
    // Its own listing's picture: the token's URL with the order.
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`/media/31337/${study.address}/${study.tokenId}\\?w=512&order=${study.orderHash}$`, 'i'),
    )
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // The picture itself, not the media service's placeholder, and not minted token 1's.
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    const served = await page.request.get(src)
    expect(served.headers()['x-vitrine-media']).toBe('picture')
    expect(served.headers()['content-type']).toBe('image/webp')
    const w = new URL(src).searchParams.get('w')
    const token1 = await page.request.get(`${new URL(src).origin}/media/31337/${study.address}/1?w=${w}`)
    expect(token1.headers()['x-vitrine-media']).toBe('picture')
    expect(Buffer.compare(await served.body(), await token1.body())).not.toBe(0)
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})

test("the shelf follows the Items tab's trait filters: only the items not minted yet with the chosen traits, at 1280 px and 375 px", async ({
  page,
}, testInfo) => {
  const listings = await lazyListings()
  const dunes = listings.find((o) => o.lazyItem?.name === 'Dunes Study 1')?.address
  if (!dunes) throw new Error('the demo has no lazy listing "Dunes Study 1"')
  // The two studies' traits, as their documents say (the demo's files, served under /demo).
  const dataDir = process.env.E2E_DATA_DIR as string
  const traitsOf = (n: number): { trait_type: string; value: string }[] =>
    JSON.parse(readFileSync(join(dataDir, `demo/dunes/lazy-${n}.json`), 'utf8')).attributes
  const [one, two] = [traitsOf(1), traitsOf(2)]
  // A trait of study 1 that study 2 has not (their traits are drawn apart), else one they share.
  const own = one.find((a) => !two.some((b) => b.trait_type === a.trait_type && b.value === a.value))
  const chosen = own ?? (one[0] as { trait_type: string; value: string })
  const shown = own ? ['Dunes Study 1'] : ['Dunes Study 1', 'Dunes Study 2']
  // A value of that type no study has: the shelf then hides.
  const { traits } = await callApi('getCollectionTraits', { address: dunes })
  const other = traits
    .find((t) => t.traitType === chosen.trait_type)
    ?.values.find((v) => ![...one, ...two].some((a) => a.trait_type === chosen.trait_type && a.value === v.value))

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/collection/${dunes}?trait=${encodeURIComponent(`${chosen.trait_type}:${chosen.value}`)}`)
    const shelf = page.getByRole('region', { name: 'Not minted yet' })
    await expect(shelf.getByText('Only those with the traits chosen below are shown.')).toBeVisible()
    await expect(shelf.getByTestId('lazy-listing').getByRole('heading')).toHaveText(shown)
    await page.screenshot({ path: testInfo.outputPath(`lazy-shelf-trait-${width}.png`), fullPage: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (other) {
      await page.goto(`/collection/${dunes}?trait=${encodeURIComponent(`${chosen.trait_type}:${other.value}`)}`)
      await expect(page.getByRole('tabpanel')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Not minted yet' })).toBeHidden()
    }
    // Without a filter, every study of the collection.
    await page.goto(`/collection/${dunes}`)
    await expect(page.getByTestId('lazy-listing').getByRole('heading')).toHaveText(['Dunes Study 1', 'Dunes Study 2'])
    await expect(page.getByText('Only those with the traits chosen below are shown.')).toBeHidden()
  }
})

test('a second wallet buys a lazy-minted demo item: minted to it in one transaction, the sale by rarible', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The demo's lazy listings (npm start posts them): items not minted yet.
  const listings = await lazyListings()
  expect(listings.length).toBeGreaterThanOrEqual(2)
  const buyer = devAccount(7)
  // One alone in its collection, if any: bought, it empties the list while its dialog stays open.
  const alone = (o: (typeof listings)[number]) => listings.filter((other) => other.address === o.address).length === 1
  const order =
    listings.find((o) => o.maker !== buyer.address && alone(o)) ?? listings.find((o) => o.maker !== buyer.address)
  if (!order?.tokenId) throw new Error('no lazy listing to buy')
  const page = await walletPage(browser, buyer)
  await page.goto(`/collection/${order.address}`)

  const card = page.getByTestId('lazy-listing').filter({ hasText: `#${BigInt(order.tokenId) & ((1n << 96n) - 1n)}` })
  await expect(card.locator('[data-source="rarible"]')).toBeVisible()
  await card.getByRole('button', { name: /^Buy / }).click()
  const dialog = page.getByRole('dialog')
  // The dialog names the source of what it buys, beside its price.
  await expect(dialog.locator('[data-source="rarible"]')).toBeVisible()
  await dialog.getByRole('button', { name: /^Buy for / }).click()
  await expect(dialog.getByRole('status')).toHaveText('Bought. It is yours.', { timeout: 60_000 })
  for (const step of ['check', 'confirm', 'mined', 'indexed'])
    await expect(dialog.locator(`[data-step="${step}"]`)).toHaveAttribute('data-status', 'done')
  await dialog.getByRole('button', { name: 'Close' }).click()
  // Sold: the card leaves the page without a reload.
  await expect(card).toBeHidden()

  // Minted to the buyer, in the one transaction that paid for it.
  const client = createPublicClient({ transport: http(e2eRpcUrl) })
  const owner = await client.readContract({
    address: order.address as `0x${string}`,
    abi: parseAbi(['function ownerOf(uint256) view returns (address)']),
    functionName: 'ownerOf',
    args: [BigInt(order.tokenId)],
  })
  expect(owner).toBe(buyer.address)
  const { results } = await callApi('getActivity', { address: order.address, tokenId: order.tokenId, limit: 10 })
  const sale = results.find((item) => item.type === 'sale')
  const mint = results.find((item) => item.type === 'mint')
  expect(sale).toMatchObject({ source: 'rarible', price: order.price, from: order.maker, to: buyer.address })
  expect(mint?.txHash).toBe(sale?.txHash)

  // The NFT page now exists; its history names the source.
  await page.goto(`/nft/${order.address}/${order.tokenId}`)
  const history = page.getByRole('table', { name: /^History of / })
  await expect(history.getByRole('row', { name: /^Sale / }).locator('[data-source="rarible"]')).toBeVisible()
  // Filtered by source: none of its history came through OpenSea; its sale came through Rarible.
  const chooseSource = async (label: string) => {
    await page.getByRole('combobox', { name: /^Source/ }).selectOption({ label })
  }
  await chooseSource('OpenSea')
  await expect(page.getByText('No history from this source.')).toBeVisible()
  await chooseSource('Rarible')
  await expect(history.getByRole('row', { name: /^Sale / })).toHaveCount(1)
})

test("an NFT page shows Rarible's own listing of the token (the fake API), with a link out", async ({ page }) => {
  const { results } = await callApi('getCollections', { sort: 'volume', limit: 10 })
  const collection = results.find((c) => c.standard === 'ERC721')
  if (!collection) throw new Error('no ERC-721 demo collection')
  await page.goto(`/nft/${collection.address}/${E2E_RARIBLE_TOKEN_ID}`)
  const listing = page.getByTestId('rarible-listing')
  await expect(listing).toContainText('0.9 ETH')
  await expect(listing.locator('[data-source="rarible"]')).toBeVisible()
  await expect(listing.getByRole('link', { name: 'Buy on Rarible' })).toHaveAttribute(
    'href',
    `https://rarible.com/token/${collection.address}:${E2E_RARIBLE_TOKEN_ID}`,
  )
})

test("a collection page shows Rarible's own listings of its tokens: each links here and out, at 375 px too", async ({
  page,
}) => {
  const { results } = await callApi('getCollections', { sort: 'volume', limit: 10 })
  const collection = results.find((c) => c.standard === 'ERC721')
  if (!collection) throw new Error('no ERC-721 demo collection')
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/collection/${collection.address}`)
    const section = page.getByRole('region', { name: 'Also listed on Rarible' })
    const listing = section.getByTestId('rarible-collection-listing')
    await expect(listing).toHaveCount(1)
    await expect(listing).toContainText('0.9 ETH')
    await expect(listing.locator('[data-source="rarible"]')).toBeVisible()
    await expect(listing.getByRole('link', { name: /^Buy on Rarible: / })).toHaveAttribute(
      'href',
      `https://rarible.com/token/${collection.address}:${E2E_RARIBLE_TOKEN_ID}`,
    )
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  const section = page.getByRole('region', { name: 'Also listed on Rarible' })
  await section.getByRole('link', { name: new RegExp(`#${E2E_RARIBLE_TOKEN_ID}$`) }).click()
  await expect(page).toHaveURL(new RegExp(`/nft/${collection.address}/${E2E_RARIBLE_TOKEN_ID}$`, 'i'))
  await expect(page.getByTestId('rarible-listing')).toContainText('0.9 ETH')
})
