import type { Browser, Page } from '@playwright/test'
import type { GetOrdersParams, GetOrdersResult, MarketConfig } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseAbi, parseEther } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { formatAmount, formatEth } from '../apps/web/src/format/formatEth.ts'
import { e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, expectAccountPage, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { injectTestWallet } from './testWallet.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** A market function of the stack under test (not in callApi's typed list), as a client calls it. */
async function callMarket<T>(name: string, params: object): Promise<T> {
  const response = await fetch(`${e2eServerUrl}/functions/${name}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  return ((await response.json()) as { result: T }).result
}

const getOrders = (params: GetOrdersParams) => callMarket<GetOrdersResult>('getOrders', params)

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

/** An ERC-721 token of a dev account with no listing and no offer on it, and that account. */
async function unlistedToken(skip: Set<string>) {
  const { results: collections } = await callApi('getCollections', { sort: 'volume', limit: 100 })
  for (let index = 1; index < 8; index++) {
    const account = devAccount(index)
    const { results } = await callApi('getNFTs', { owner: account.address, limit: 100 })
    for (const nft of results) {
      const collection = collections.find((c) => c.address === nft.address)
      if (nft.standard !== 'ERC721' || !collection || skip.has(`${nft.address}:${nft.tokenId}`)) continue
      if (nft.listing || nft.topOffer) continue
      skip.add(`${nft.address}:${nft.tokenId}`)
      return { account, nft, index }
    }
  }
  throw new Error('No dev account holds an unlisted ERC-721 token.')
}

/** Lists the NFT open on the page for `price` ETH through the List dialog, and closes it once listed. */
async function listOnNftPage(page: Page, price: string, collection: string) {
  await page.getByRole('button', { name: 'List for sale' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Price (ETH)').fill(price)
  // What the seller keeps, from the collection's royalty and the market's fee as the API gives them.
  const [{ royaltyBps }, market] = await Promise.all([
    callApi('getCollection', { address: collection }),
    callMarket<MarketConfig>('getMarketConfig', {}),
  ])
  const wei = parseEther(price)
  const cuts = (royaltyBps ?? 0) + (market.feeRecipient ? market.feeBps : 0)
  expect(cuts).toBeGreaterThan(0)
  await expect(dialog.getByTestId('list-proceeds')).toContainText(
    `you receive about ${formatEth((wei - (wei * BigInt(cuts)) / 10_000n).toString())} after`,
  )
  await dialog.getByRole('button', { name: 'List for sale' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Listed. Everyone sees it now.', { timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
}

/** Buys the NFT open on the page at its listed `price` ETH; the buy dialog, once bought. */
async function buyOnNftPage(page: Page, price: string) {
  await page.getByRole('button', { name: 'Buy now' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: `Buy for ${price} ETH` }).click()
  await expect(dialog.getByRole('status')).toHaveText('Bought. It is yours.', { timeout: 60_000 })
  return dialog
}

/** The rows of a profile's order table (`Listings`, `Offers received` …) about one item: its link, not its number, which other items' numbers contain. */
const itemRows = (page: Page, table: string, nft: { address: string; tokenId: string }) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/nft/${nft.address}/${nft.tokenId}" i]`) })

const buyerFor = (sellerIndex: number) => devAccount(sellerIndex === 9 ? 8 : 9)
const used = new Set<string>()

/**
 * An unlisted token's owner and another dev account, each signed in (by `open`) in a browser of
 * its own, and the token's page.
 */
async function ownerAndCollector(browser: Browser, open: (browser: Browser, account: HDAccount) => Promise<Page>) {
  const { account: owner, nft, index } = await unlistedToken(used)
  const collector = buyerFor(index)
  return {
    owner,
    collector,
    nft,
    index,
    path: `/nft/${nft.address}/${nft.tokenId}`,
    ownerPage: await open(browser, owner),
    collectorPage: await open(browser, collector),
  }
}

test('the seller lists from the NFT page, the buyer sees it without reload and buys; both see the sale', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const pair = await ownerAndCollector(browser, walletPage)
  const { collector: buyer, nft, index, path, ownerPage: sellerPage, collectorPage: buyerPage } = pair
  // The buyer's page is slow to open its live stream: the listing is posted before it is open.
  let listed = () => {}
  const posted = new Promise<void>((resolve) => {
    listed = resolve
  })
  await buyerPage.route('**/events/stream?*', async (route) => {
    await posted
    await route.continue()
  })
  // The reads a live change sets off ask past the backend's kept answers (another worker may
  // have heard the change first): recorded once the listing is posted.
  const readsAfterChange: string[] = []
  let isListed = false
  buyerPage.on('request', (request) => {
    if (isListed && request.url().includes('/functions/'))
      readsAfterChange.push(request.headers()['cache-control'] ?? 'none')
  })
  await sellerPage.goto(path)
  await buyerPage.goto(path)
  await expect(buyerPage.getByTestId('nft-price')).toHaveText('Not listed for sale')
  // The price's source mark sits right after it (none without a price).
  const priceSource = buyerPage.locator('[data-testid="nft-price"] + [data-source]')
  await expect(priceSource).toHaveCount(0)

  await listOnNftPage(sellerPage, '0.42', nft.address)
  isListed = true
  listed()

  // The buyer's open page shows the listing: no reload, and no change missed while it opened. A third collector gets ready to buy too.
  await expect(buyerPage.getByTestId('nft-price')).toHaveText('0.42 ETH')
  expect(readsAfterChange).toContain('no-cache')
  // A Seaport listing: its price names OpenSea as its source.
  await expect(priceSource).toHaveAttribute('data-source', 'opensea')
  const latePage = await walletPage(browser, devAccount(index === 6 ? 5 : 6))
  await latePage.goto(path)
  await latePage.getByRole('button', { name: 'Buy now' }).click()
  const buyDialog = await buyOnNftPage(buyerPage, '0.42')
  await expect(buyDialog.locator('[data-step="indexed"]')).toHaveAttribute('data-status', 'done')
  await buyDialog.getByRole('button', { name: 'Close' }).click()

  // Too late: the check before the fill says why, in words, and nothing is sent.
  const lateDialog = latePage.getByRole('dialog')
  await lateDialog.getByRole('button', { name: 'Buy for 0.42 ETH' }).click()
  await expect(lateDialog.getByRole('alert')).toHaveText('It has sold already.')
  await expect(lateDialog.locator('[data-step="check"]')).toHaveAttribute('data-status', 'failed')

  await expect(buyerPage.getByText('Owned by you')).toBeVisible()
  await expect(sellerPage.getByText(`Owned by ${short(buyer.address)}`)).toBeVisible()
  for (const page of [buyerPage, sellerPage]) {
    await expect(page.getByTestId('nft-price')).toHaveText('Not listed for sale')
    // The sale shows in the item's history, live, with its price and its source.
    const sale = page
      .getByRole('table', { name: /^History of / })
      .getByRole('row', { name: /^Sale / })
      .filter({ has: page.locator(`a[title="${buyer.address}"]`) })
    await expect(sale).toContainText('0.42 ETH')
    await expect(sale.locator('[data-source="opensea"]')).toBeVisible()
    // The listing before it, with the price it asked.
    const listing = page.getByRole('table', { name: /^History of / }).getByRole('row', { name: /^Listing / })
    await expect(listing.first()).toContainText('0.42 ETH')
  }
  const { results } = await callApi('getActivity', {
    address: nft.address,
    tokenId: nft.tokenId,
    types: ['sale'],
    limit: 1,
  })
  expect(results[0]).toMatchObject({ price: '420000000000000000', source: 'opensea' })
})

/** A page in a browser of its own with no wallet extension, signed in as a dev account from the sign-in page. */
async function devAccountPage(browser: Browser, account: HDAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/sign-in')
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
  const signIn = page.getByRole('button', { name: 'Sign in as this dev account' })
  // No account is chosen for the visitor, and each says what it holds (as the API counts it).
  await expect(signIn).toBeDisabled()
  const { results, cursor } = await callApi('getNFTs', { owner: account.address, limit: 20 })
  const held =
    results.length === 0 ? 'no items' : `${results.length}${cursor ? '+' : ''} item${results.length === 1 ? '' : 's'}`
  await expect(page.locator(`option[value="${account.address}"]`)).toHaveText(new RegExp(`· ${held}$`))
  await page.getByLabel('Dev account', { exact: true }).selectOption(account.address)
  await signIn.click()
  await expectAccountPage(page)
  await expect(page.getByTestId('wallet-status')).toContainText(`Connected: ${account.address}`)
  return page
}

test('with no wallet extension, two dev accounts picked on the sign-in page list and buy between two windows', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const pair = await ownerAndCollector(browser, devAccountPage)
  const { collector: buyer, nft, path, ownerPage: sellerPage, collectorPage: buyerPage } = pair
  // A new page load: the dev account comes back by itself, as a wallet extension's would.
  await sellerPage.goto(path)
  await buyerPage.goto(path)
  await expect(buyerPage.getByTestId('nft-price')).toHaveText('Not listed for sale')

  await listOnNftPage(sellerPage, '0.37', nft.address)
  await expect(buyerPage.getByTestId('nft-price')).toHaveText('0.37 ETH')
  await buyOnNftPage(buyerPage, '0.37')
  await expect(buyerPage.getByText('Owned by you')).toBeVisible()
  await expect(sellerPage.getByText(`Owned by ${short(buyer.address)}`)).toBeVisible()
  const bought = await callApi('getNFT', { address: nft.address, tokenId: nft.tokenId })
  expect(bought.standard === 'ERC721' && bought.owner).toBe(buyer.address)
})

test("an offer made on the NFT page shows on the owner's page; one is withdrawn, the next accepted", async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const pair = await ownerAndCollector(browser, walletPage)
  const { owner, collector: bidder, nft, path, ownerPage, collectorPage: bidderPage } = pair
  await ownerPage.goto(path)
  await bidderPage.goto(path)
  await expect(ownerPage.getByText('No offers yet.')).toBeVisible()

  await bidderPage.getByRole('button', { name: 'Make offer' }).click()
  const offerDialog = bidderPage.getByRole('dialog')
  // The bidder's WETH and ETH, as the chain has them.
  const chain = createPublicClient({ chain: anvil, transport: http(e2eRpcUrl) })
  const { weth } = await callMarket<MarketConfig>('getMarketConfig', {})
  const [wethHeld, ethHeld] = await Promise.all([
    chain.readContract({ address: weth, abi: erc20Abi, functionName: 'balanceOf', args: [bidder.address] }),
    chain.getBalance({ address: bidder.address }),
  ])
  await expect(offerDialog.getByTestId('offer-balances')).toHaveText(
    `You have ${formatAmount(wethHeld.toString(), { symbol: 'WETH', decimals: 18 })} and ${formatEth(ethHeld.toString())}.`,
  )
  await offerDialog.getByLabel('Offer (WETH)').fill('0.15')
  await offerDialog.getByRole('button', { name: 'Make offer' }).click()
  await expect(offerDialog.getByRole('status')).toContainText('Your offer is up.', { timeout: 60_000 })
  await offerDialog.getByRole('button', { name: 'Close' }).click()

  // A first offer, withdrawn: it leaves the owner's page too.
  const withdrawn = ownerPage.getByTestId('offer-row').filter({ hasText: '0.15 WETH' })
  await expect(withdrawn).toBeVisible()
  await expect(withdrawn.locator('[data-source="opensea"]')).toBeVisible()
  await bidderPage
    .getByTestId('offer-row')
    .filter({ hasText: '0.15 WETH' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  const cancelDialog = bidderPage.getByRole('dialog')
  await cancelDialog.getByRole('button', { name: 'Cancel offer' }).click()
  await expect(cancelDialog.getByRole('status')).toHaveText('Cancelled.', { timeout: 60_000 })
  await cancelDialog.getByRole('button', { name: 'Close' }).click()
  await expect(withdrawn).toBeHidden()

  await bidderPage.getByRole('button', { name: 'Make offer' }).click()
  await offerDialog.getByLabel('Offer (WETH)').fill('0.16')
  await offerDialog.getByRole('button', { name: 'Make offer' }).click()
  await expect(offerDialog.getByRole('status')).toContainText('Your offer is up.', { timeout: 60_000 })
  await offerDialog.getByRole('button', { name: 'Close' }).click()
  // The owner's profile lists it under Offers received, with an Accept button.
  await ownerPage.goto(`/u/${owner.address}?tab=received`)
  const received = itemRows(ownerPage, 'Offers received', nft).filter({ hasText: '0.16 WETH' })
  await expect(received.getByRole('button', { name: 'Accept' })).toBeVisible()
  await ownerPage.goto(path)
  const row = ownerPage.getByTestId('offer-row').filter({ hasText: '0.16 WETH' })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Accept' }).click()
  const acceptDialog = ownerPage.getByRole('dialog')
  await acceptDialog.getByRole('button', { name: 'Accept offer' }).click()
  await expect(acceptDialog.getByRole('status')).toHaveText('Sold. The WETH is yours.', { timeout: 60_000 })
  await acceptDialog.getByRole('button', { name: 'Close' }).click()
  await expect(bidderPage.getByText('Owned by you')).toBeVisible()
  await expect(ownerPage.getByText(`Owned by ${short(bidder.address)}`)).toBeVisible()
})

test('a sweep buys the cheapest listings of a collection in one transaction', async ({ browser }) => {
  test.setTimeout(180_000)
  const { results: collections } = await callApi('getCollections', { sort: 'volume', limit: 100 })
  const buyer = devAccount(7)
  let target: { address: string; orders: GetOrdersResult['results'] } | null = null
  for (const collection of collections) {
    // Seaport listings: the sweep's (a lazy listing is its own mint).
    const { results } = await getOrders({ side: 'listing', address: collection.address, kind: 'listing', limit: 20 })
    const others = results.filter((o) => o.maker.toLowerCase() !== buyer.address.toLowerCase() && o.tokenId !== null)
    if (collection.standard === 'ERC721' && others.length >= 2) {
      target = { address: collection.address, orders: others.slice(0, 2) }
      break
    }
  }
  if (!target) throw new Error('No collection has two listings to sweep.')
  const page = await walletPage(browser, buyer)
  // The server's HTML already offers the sweep (its listings prefetched), never "Nothing listed".
  const html = await (await page.request.get(`/collection/${target.address}`)).text()
  expect(html).toMatch(/Sweep \d+ for [\d.]+ ETH/)
  expect(html).not.toContain('Nothing listed')
  await page.goto(`/collection/${target.address}`)
  // Listed only: the grid keeps just the listed items, and the URL keeps the filter.
  const all = await callApi('getCollectionNFTs', { address: target.address, limit: 24 })
  const listed = await callApi('getCollectionNFTs', { address: target.address, listed: true, limit: 24 })
  expect(listed.results.every((n) => n.listing)).toBe(true)
  expect(all.results.some((n) => !n.listing)).toBe(true)
  const hrefs = () =>
    page
      .getByRole('list', { name: 'Items' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  await page.getByLabel('Listed only').check()
  await expect(page).toHaveURL(/[?&]listed=1/)
  await expect.poll(hrefs).toEqual(listed.results.map((n) => `/nft/${n.address}/${n.tokenId}`))
  await page.getByLabel('Items to sweep').fill('2')
  await page.getByRole('button', { name: /^Sweep 2 for/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading')).toContainText('Sweep 2 items')
  await dialog.getByRole('button', { name: /^Buy for/ }).click()
  await expect(dialog.getByRole('status')).toHaveText('Swept. The items are yours.', { timeout: 60_000 })
  for (const order of target.orders) {
    const nft = await callApi('getNFT', { address: order.address, tokenId: order.tokenId as string })
    expect(nft.standard === 'ERC721' && nft.owner).toBe(buyer.address)
  }
})

test("a collection offer made on the collection page is accepted from the owner's profile, with the item picked there", async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { account: owner, nft, index } = await unlistedToken(used)
  const bidder = buyerFor(index)
  const bidderPage = await walletPage(browser, bidder)
  await bidderPage.goto(`/collection/${nft.address}`)
  await bidderPage.getByRole('button', { name: 'Collection offer' }).click()
  const offerDialog = bidderPage.getByRole('dialog')
  await offerDialog.getByLabel('Offer (WETH)').fill('0.055')
  await offerDialog.getByRole('button', { name: 'Make offer' }).click()
  await expect(offerDialog.getByRole('status')).toContainText('Your offer is up.', { timeout: 60_000 })

  const ownerPage = await walletPage(browser, owner)
  await ownerPage.goto(`/u/${owner.address}?tab=received`)
  const row = ownerPage
    .getByRole('table', { name: 'Offers received' })
    .getByRole('row')
    .filter({ hasText: '0.055 WETH' })
  await row.getByRole('button', { name: 'Accept' }).click()
  const acceptDialog = ownerPage.getByRole('dialog')
  // The offer buys any item: the owner picks which of theirs it gets.
  await acceptDialog.getByRole('combobox', { name: 'Item to sell' }).click()
  await ownerPage.getByRole('option', { name: new RegExp(`#${nft.tokenId}$`) }).click()
  await expect(acceptDialog).toContainText(`#${nft.tokenId} and receive 0.055 WETH`)
  await acceptDialog.getByRole('button', { name: 'Accept offer' }).click()
  await expect(acceptDialog.getByRole('status')).toHaveText('Sold. The WETH is yours.', { timeout: 60_000 })
  await acceptDialog.getByRole('button', { name: 'Close' }).click()
  await ownerPage.goto(`/nft/${nft.address}/${nft.tokenId}`)
  await expect(ownerPage.getByText(`Owned by ${short(bidder.address)}`)).toBeVisible()
})

test('cancel all ends every offer and listing of the wallet, its lazy listings too; an offer made after it is live', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // The maker of some of the demo's lazy listings (vouchers, which Seaport's counter does not reach).
  const { results: lazy } = await getOrders({ side: 'listing', kind: 'lazy', status: 'active' })
  const creator = lazy[0]?.maker
  const index = [...Array(10).keys()].find((i) => devAccount(i).address.toLowerCase() === creator?.toLowerCase())
  if (index === undefined || !lazy[0]) throw new Error('The demo has no lazy listing of a dev account.')
  const seller = devAccount(index)
  const sellerPage = await walletPage(browser, seller)
  const offer = async (price: string) => {
    await sellerPage.goto(`/collection/${lazy[0]?.address}`)
    await sellerPage.getByRole('button', { name: 'Collection offer' }).click()
    const dialog = sellerPage.getByRole('dialog')
    await dialog.getByLabel('Offer (WETH)').fill(price)
    await dialog.getByRole('button', { name: 'Make offer' }).click()
    await expect(dialog.getByRole('status')).toContainText('Your offer is up.', { timeout: 60_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
  }
  await offer('0.011')
  const open = async (side: 'listing' | 'offer') =>
    (await getOrders({ side, maker: seller.address, status: 'active' })).results
  expect((await open('listing')).filter((o) => o.kind === 'lazy').length).toBeGreaterThan(0)
  expect(await open('offer')).not.toHaveLength(0)

  await sellerPage.goto(`/u/${seller.address}?tab=offers`)
  await sellerPage.getByRole('button', { name: 'Cancel all my orders' }).click()
  const cancelDialog = sellerPage.getByRole('dialog')
  await cancelDialog.getByRole('button', { name: 'Cancel all' }).click()
  // The dialog stays until closed, though the page behind it has no offer left.
  await expect(cancelDialog.getByRole('status')).toHaveText('All your orders are cancelled.', { timeout: 60_000 })
  expect(await open('listing')).toEqual([])
  expect(await open('offer')).toEqual([])
  await cancelDialog.getByRole('button', { name: 'Close' }).click()
  await expect(sellerPage.getByText('No offers made')).toBeVisible()

  // A new offer is signed under the new counter, so it is live.
  await offer('0.012')
  expect((await open('offer')).map((o) => o.price)).toEqual(['12000000000000000'])
})

const anvil = defineChain({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [e2eRpcUrl] } },
})
const erc721Abi = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)'])

/** `from` gives the token to `to` on the chain, outside the site. */
async function transfer(from: HDAccount, to: string, address: string, tokenId: string) {
  const wallet = createWalletClient({ account: from, chain: anvil, transport: http(e2eRpcUrl) })
  const chain = createPublicClient({ chain: anvil, transport: http(e2eRpcUrl) })
  const hash = await wallet.writeContract({
    address: address as `0x${string}`,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [from.address, to as `0x${string}`, BigInt(tokenId)],
  })
  await chain.waitForTransactionReceipt({ hash })
}

test('a listing revived by the item coming back is flagged on the profile and cancelled in one click', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { account: seller, nft, index } = await unlistedToken(used)
  const friend = buyerFor(index)
  const sellerPage = await walletPage(browser, seller)
  await sellerPage.goto(`/nft/${nft.address}/${nft.tokenId}`)
  await sellerPage.getByRole('button', { name: 'List for sale' }).click()
  const listDialog = sellerPage.getByRole('dialog')
  await listDialog.getByLabel('Price (ETH)').fill('0.01')
  await listDialog.getByRole('button', { name: 'List for sale' }).click()
  await expect(listDialog.getByRole('status')).toHaveText('Listed. Everyone sees it now.', { timeout: 30_000 })
  await listDialog.getByRole('button', { name: 'Close' }).click()

  await sellerPage.goto(`/u/${seller.address}?tab=listings`)
  const row = itemRows(sellerPage, 'Listings', nft)
  await expect(row).toContainText('Active')
  // The item leaves and comes back: the forgotten listing fills again, and the page says so, live.
  await transfer(seller, friend.address, nft.address, nft.tokenId)
  await expect(row).toContainText('Inactive: item no longer held')
  await transfer(friend, seller.address, nft.address, nft.tokenId)
  const warning = sellerPage.getByRole('alert').filter({ hasText: 'is active again at 0.01 ETH' })
  await expect(warning).toBeVisible()
  await warning.getByRole('button', { name: 'Cancel it' }).click()
  const cancelDialog = sellerPage.getByRole('dialog')
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click()
  await expect(cancelDialog.getByRole('status')).toHaveText('Cancelled.', { timeout: 60_000 })
  await cancelDialog.getByRole('button', { name: 'Close' }).click()
  await expect(warning).toBeHidden()
  const { results } = await getOrders({
    side: 'listing',
    address: nft.address,
    tokenId: nft.tokenId,
    status: 'cancelled',
  })
  expect(results).toHaveLength(1)
})
