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

test('a lazy listing shows its picture (through /media) and its item name, at 1280 px and 375 px', async ({ page }) => {
  // The indexer reads the vouchers' metadata beside indexing: a moment after the stack is up.
  let listings = await lazyListings()
  await expect
    .poll(
      async () => {
        listings = await lazyListings()
        return listings.filter((o) => o.lazyItem?.hasPicture).length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2)
  const order = listings.find((o) => o.lazyItem?.hasPicture)
  if (!order?.tokenId) throw new Error('no lazy listing with a picture')
  // The demo's vouchers reuse their collection's first token's metadata: the same name.
  const first = await callApi('getNFT', { address: order.address, tokenId: '1' })
  if (!first.name) throw new Error('the demo token has no name')
  expect(order.lazyItem?.name).toBe(first.name)
  const number = (BigInt(order.tokenId) & ((1n << 96n) - 1n)).toString()
  // In the server's HTML (prefetched): the section never pushes the tabs and the grid down later.
  const html = await (await page.request.get(`/collection/${order.address}`)).text()
  expect(html).toContain('Not minted yet')
  expect(html).toContain(`#${number}`)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/collection/${order.address}`)
    // The card whose button names this number ("Buy Dunes #1", or "Buy Dunes #1 (Dunes #2)" when the
    // item's name is another's): the vouchers share their metadata, so a name or "#1" alone is ambiguous.
    const card = page
      .getByTestId('lazy-listing')
      .filter({ has: page.getByRole('button', { name: new RegExp(`#${number}\\)?$`) }) })
    await expect(card.getByRole('heading', { name: first.name, exact: true })).toBeVisible()
    const picture = card.getByRole('img', { name: first.name, exact: true })
    await picture.scrollIntoViewIfNeeded()
    await expect(picture).toHaveAttribute('src', new RegExp(`/media/31337/${order.address}/${order.tokenId}\\?`, 'i'))
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // The picture itself, not the media service's placeholder.
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc)
    const served = await page.request.get(src)
    expect(served.headers()['x-vitrine-media']).toBe('picture')
    expect(served.headers()['content-type']).toBe('image/webp')
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
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
