import type { Browser, Page } from '@playwright/test'
import type { GetOrdersParams, GetOrdersResult } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { createPublicClient, erc20Abi, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, expectAccountPage, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { injectTestWallet } from './testWallet.ts'

/** A page in a browser of its own with a dev account's wallet, connected and signed in. */
async function walletPage(browser: Browser, account: HDAccount, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await injectTestWallet(page, 31337, account)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  return page
}

async function getOrders(params: GetOrdersParams): Promise<GetOrdersResult['results']> {
  const response = await fetch(`${e2eServerUrl}/functions/getOrders`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  return ((await response.json()) as { result: GetOrdersResult }).result.results
}

async function listingNotOf(buyer: string) {
  // Seaport listings: a lazy one (rarible) is of an item not minted yet, bought by its redeem.
  const results = await getOrders({ side: 'listing', kind: 'listing', limit: 50 })
  for (const order of results) {
    if (order.maker.toLowerCase() === buyer.toLowerCase() || order.tokenId === null) continue
    const nft = await callApi('getNFT', { address: order.address, tokenId: order.tokenId })
    if (nft.standard === 'ERC721' && nft.owner === order.maker) return order
  }
  throw new Error('No demo listing of an ERC-721 item to buy.')
}

/** A collection's Seaport listings of others, cheapest first: what its sweep of `count` buys. */
async function collectionToSweep(buyer: string, count: number) {
  const { results: collections } = await callApi('getCollections', { sort: 'volume', limit: 100 })
  for (const collection of collections.filter((c) => c.standard === 'ERC721')) {
    const orders = await getOrders({ side: 'listing', address: collection.address, kind: 'listing', limit: 20 })
    const others = orders.filter((o) => o.maker.toLowerCase() !== buyer.toLowerCase() && o.tokenId !== null)
    if (others.length >= count) return { address: collection.address, orders: others.slice(0, count) }
  }
  throw new Error(`No collection has ${count} listings to sweep.`)
}

/** Each order's item is the buyer's now, sold through Seaport: its sale names OpenSea. */
async function expectBoughtThroughSeaport(orders: GetOrdersResult['results'], buyer: string) {
  for (const order of orders) {
    const tokenId = order.tokenId as string
    const nft = await callApi('getNFT', { address: order.address, tokenId })
    expect(nft.standard === 'ERC721' && nft.owner).toBe(buyer)
    const activity = await callApi('getActivity', { address: order.address, tokenId, types: ['sale'], limit: 1 })
    expect(activity.results[0]).toMatchObject({ to: buyer, price: order.price, source: 'opensea' })
  }
}

/** Pays in vUSD at 1 % slippage in the open buy dialog; every step of approve → swap → fill done. */
async function payInVusd(page: Page, done: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'vUSD' }).check()
  await dialog.getByRole('radio', { name: '1 %' }).check()
  const quote = dialog.getByTestId('swap-quote')
  await expect(quote).toContainText(/You pay about [0-9,.]+ vUSD/)
  await expect(quote).toContainText('1 % slippage')
  await expect(quote).toContainText(/Rate: 1 ETH = [0-9,.]+ vUSD/)
  await expect(quote.locator('[data-source="oneInch"]')).toBeVisible()
  // The dialog fits the screen: nothing to scroll sideways.
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true)

  await dialog.getByRole('button', { name: /^Buy with [0-9,.]+ vUSD at most$/ }).click()
  await expect(dialog.getByRole('status')).toHaveText(done, { timeout: 90_000 })
  for (const step of ['quote', 'approveToken', 'swap', 'check', 'confirm', 'mined', 'indexed'])
    await expect(dialog.locator(`[data-step="${step}"]`)).toHaveAttribute('data-status', 'done')
  await dialog.getByRole('button', { name: 'Close' }).click()
}

for (const width of [375, 1280]) {
  test(`a second wallet pays in the demo token through a swap, step by step: a listing from its NFT page${width === 1280 ? ', then a sweep from the collection page' : ''} (${width} px)`, async ({
    browser,
  }) => {
    // At desktop width the same buyer then sweeps from the collection page: a second swap and fill.
    test.setTimeout(width === 1280 ? 300_000 : 180_000)
    // Dev accounts 5 and 6 hold the demo grant of vUSD; no other browser test buys with them.
    const buyer = devAccount(width === 375 ? 5 : 6)
    const order = await listingNotOf(buyer.address)
    const { demoToken } = await callApi('getSwapTokens', {}).then((tokens) => ({
      demoToken: tokens.find((t) => t.symbol === 'vUSD')?.address as `0x${string}`,
    }))
    const chain = createPublicClient({ transport: http(e2eRpcUrl) })
    const vusd = () =>
      chain.readContract({ address: demoToken, abi: erc20Abi, functionName: 'balanceOf', args: [buyer.address] })
    const before = await vusd()

    const page = await walletPage(browser, buyer, width)
    await page.goto(`/nft/${order.address}/${order.tokenId}`)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await payInVusd(page, 'Bought. It is yours.')

    // The sale is recorded (the buyer owns the item, its activity has the sale through Seaport)
    // and vUSD paid for it; the item's history on the page names the sale's source.
    await expectBoughtThroughSeaport([order], buyer.address)
    expect(await vusd()).toBeLessThan(before)
    const sale = page
      .getByRole('table', { name: /^History of / })
      .getByRole('row', { name: /^Sale / })
      .filter({ has: page.locator(`a[title="${buyer.address}"]`) })
    await expect(sale.locator('[data-source="opensea"]')).toBeVisible()
    if (width === 375) return

    // From the collection page too (once, at desktop width): a sweep of two, paid in vUSD by one swap.
    const target = await collectionToSweep(buyer.address, 2)
    const paid = await vusd()
    await page.goto(`/collection/${target.address}`)
    await page.getByLabel('Items to sweep').fill('2')
    await page.getByRole('button', { name: /^Sweep 2 for/ }).click()
    await expect(page.getByRole('dialog').getByRole('heading')).toContainText('Sweep 2 items')
    await payInVusd(page, 'Swept. The items are yours.')
    await expectBoughtThroughSeaport(target.orders, buyer.address)
    expect(await vusd()).toBeLessThan(paid)
  })
}
