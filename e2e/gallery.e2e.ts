import type { Page } from '@playwright/test'
import { recentSalesParams, trendingParams } from '../apps/web/src/features/home/homeQueries.ts'
import { formatUnitPrice } from '../apps/web/src/format/formatOrderPrice.ts'
import { e2ePorts } from './e2ePorts.ts'
import { expect, holdPageScripts, siteScriptsStarted, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { watchPage } from './watchPage.ts'

/** The demo of `npm start` (4 collections, 68 NFTs, 6 sales), read from the API the pages read. */
async function demo() {
  const { results: collections } = await callApi('getCollections', { sort: 'volume', limit: 100 })
  const dunes = collections.find((c) => c.name === 'Dunes')
  const prints = collections.find((c) => c.standard === 'ERC1155')
  if (!dunes || !prints) throw new Error('The demo collections are not indexed.')
  return { collections, dunes, prints }
}

const formatCount = (n: number) => n.toLocaleString('en-US')
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test('home: the demo collections by volume with their pictures and numbers, and the recent sales', async ({ page }) => {
  // The home page's first ones by volume: other tests add collections of their own meanwhile.
  const { results: collections } = await callApi('getCollections', trendingParams)
  const watched = watchPage(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collect, create and trade NFTs.')
  const cards = page.getByRole('list', { name: 'Trending collections' }).getByRole('listitem')
  await expect(cards).toHaveCount(collections.length)
  for (const [index, collection] of collections.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading')).toHaveText(collection.name as string)
    await expect(card).toContainText(`Items${formatCount(collection.itemCount)}`)
    await expect(card).toContainText(`Owners${formatCount(collection.ownerCount)}`)
    // Its picture comes from the media service, named for screen readers.
    const picture = card.getByRole('img')
    await expect(picture).toHaveAttribute('alt', collection.name as string)
    // Its own picture (/media/…/<address>?w=) or its first token's (/media/…/<address>/<id>?w=).
    await expect(picture).toHaveAttribute('src', new RegExp(`/media/31337/${collection.address}[/?]`))
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  }
  const { results: sales } = await callApi('getActivity', recentSalesParams)
  const saleCards = page.getByRole('list', { name: 'Recent sales' }).getByRole('listitem')
  await expect(saleCards).toHaveCount(sales.length)
  // Each sale names its source beside its price; the demo's sales went through Seaport (OpenSea).
  expect(sales.some((sale) => sale.source === 'opensea')).toBe(true)
  for (const [index, sale] of sales.entries()) {
    expect(sale.source).not.toBeNull()
    await expect(saleCards.nth(index).locator(`[data-source="${sale.source}"]`)).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  expect(watched.images.length).toBeGreaterThan(0)
  expect(watched.images.filter((url) => !url.includes(`:${e2ePorts.PORT}/media/`))).toEqual([])
  expect(watched.problems).toEqual([])
})

test('collection → trait filter → NFT → owner: each number as the API has it; Back undoes the filter', async ({
  page,
}) => {
  const { dunes } = await demo()
  const watched = watchPage(page)
  await page.goto('/')
  await page.getByRole('list', { name: 'Trending collections' }).getByRole('link', { name: /Dunes/ }).click()
  await expect(page).toHaveURL(new RegExp(`/collection/${dunes.address}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dunes')
  const stats = page.locator('header dl')
  await expect(stats).toContainText(`Items${formatCount(dunes.itemCount)}`)
  await expect(stats).toContainText(`Owners${formatCount(dunes.ownerCount)}`)
  await expect(stats).toContainText('Royalty5%')
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(
    Math.min(24, dunes.itemCount),
  )

  // A value of a trait: exactly the tokens that have it, as many as its count says.
  const { traits } = await callApi('getCollectionTraits', { address: dunes.address })
  const trait = traits.find((t) => t.values.length > 1) ?? traits[0]
  const value = trait?.values.at(-1)
  if (!trait || !value) throw new Error('Dunes has no traits.')
  const checkbox = page.getByRole('checkbox', {
    name: `${value.value}, ${value.count} ${value.count === 1 ? 'item' : 'items'}`,
  })
  // A trait type's values fold away when there are many types: unfold it first.
  if (!(await checkbox.isVisible())) await page.getByText(trait.traitType, { exact: true }).click()
  await checkbox.check()
  await expect(page).toHaveURL(/trait=/)
  const filtered = page.getByRole('list', { name: 'Items' }).getByRole('listitem')
  await expect(filtered).toHaveCount(value.count)
  const expected = await callApi('getCollectionNFTs', {
    address: dunes.address,
    traits: { [trait.traitType]: [value.value] },
  })
  await expect(filtered.getByRole('heading')).toHaveText(expected.results.map((n) => n.name as string))

  // Back undoes the filter; Forward brings it back.
  await page.goBack()
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(
    Math.min(24, dunes.itemCount),
  )
  await page.goForward()
  await expect(filtered).toHaveCount(value.count)

  const first = expected.results[0]
  if (first?.standard !== 'ERC721' || !first.owner) throw new Error('Expected an owned ERC-721 token.')
  await filtered.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/nft/${dunes.address}/${first.tokenId}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name as string)
  // Every trait with its rarity, as the collection's counts give it.
  for (const attribute of first.attributes) {
    const count = traits
      .find((t) => t.traitType === attribute.trait_type)
      ?.values.find((v) => v.value === attribute.value)?.count as number
    const percent = (count / dunes.itemCount) * 100
    const shown = `${percent < 10 ? Number(percent.toFixed(1)) : Math.round(percent)}% have this`
    await expect(
      page.getByRole('link', { name: new RegExp(`${attribute.trait_type}\\s*${attribute.value}\\s*${shown}`) }),
    ).toBeVisible()
  }
  // What identifies it on the chain.
  const details = page.getByRole('region', { name: 'Details' })
  await expect(details).toContainText(`Token ID${first.tokenId}`)
  await expect(details).toContainText('Token standardERC-721')
  await expect(details).toContainText('ChainLocal chain (31337)')
  await expect(details.getByRole('link')).toHaveAttribute('href', `/collection/${dunes.address}`)
  const history = await callApi('getActivity', { address: dunes.address, tokenId: first.tokenId })
  await expect(page.getByRole('table', { name: /History of/ }).getByRole('row')).toHaveCount(history.results.length + 1)

  await page
    .getByRole('link', { name: `${first.owner.slice(0, 6)}…${first.owner.slice(-4)}` })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/u/${first.owner}$`))
  await expect(page.getByText(first.owner, { exact: true })).toBeVisible()
  const owned = await callApi('getNFTs', { owner: first.owner, limit: 24 })
  await expect(page.getByRole('list', { name: 'Owned items' }).getByRole('listitem')).toHaveCount(owned.results.length)
  await page.getByRole('tab', { name: 'Activity' }).click()
  await expect(page).toHaveURL(/tab=activity/)
  const activity = await callApi('getActivity', { account: first.owner, limit: 20 })
  await expect(page.getByRole('table', { name: /Activity of/ }).getByRole('row')).toHaveCount(
    activity.results.length + 1,
  )
  // Items go by their collection's name, which the profile asks for.
  const dunesItem = activity.results.find((item) => item.address === dunes.address && item.tokenId !== null)
  if (!dunesItem) throw new Error('Expected activity on a Dunes token.')
  await expect(page.getByRole('table', { name: /Activity of/ })).toContainText(`Dunes #${dunesItem.tokenId}`)
  expect(watched.problems).toEqual([])
})

test('the items sort by price low to high, listed first, as the API orders them; the sort lives in the URL', async ({
  page,
}) => {
  const { dunes } = await demo()
  await page.goto(`/collection/${dunes.address}`)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price/)
  const expected = await callApi('getCollectionNFTs', { address: dunes.address, sort: 'price', limit: 24 })
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem')
  await expect(items.getByRole('heading')).toHaveText(expected.results.map((n) => n.name as string))
  // A listed item's card shows its price (the demo lists some), the others none.
  const listed = expected.results.filter((n) => n.listing)
  expect(listed.length).toBeGreaterThan(0)
  await expect(items.getByTestId('card-price')).toHaveText(
    listed.map((n) => (n.listing ? formatUnitPrice(n.listing) : '')),
  )
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(
    'Price: low to high',
  )
  await expect(items.getByRole('heading')).toHaveText(expected.results.map((n) => n.name as string))
})

test("a sort chosen and a trait ticked before the page's scripts run apply once they run", async ({ page }) => {
  const { dunes } = await demo()
  const { traits } = await callApi('getCollectionTraits', { address: dunes.address })
  const trait = traits.find((t) => t.values.length > 1)
  const [kept, undone] = trait?.values ?? []
  if (!trait || !kept || !undone) throw new Error('Dunes has no trait with two values.')
  const box = ({ value, count }: typeof kept) =>
    page.getByRole('checkbox', { name: `${value}, ${count} ${count === 1 ? 'item' : 'items'}` })
  const scripts = await holdPageScripts(page)
  await page.goto(`/collection/${dunes.address}`, { waitUntil: 'domcontentloaded' })
  await scripts.requested
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' })
  if (!(await box(kept).isVisible())) await page.getByText(trait.traitType, { exact: true }).click()
  // Kept, not ticked yet (the page cannot filter before its scripts run); the other ticked and
  // unticked again.
  await box(kept).click()
  await box(undone).click()
  await box(undone).click()
  await expect(box(kept)).not.toBeChecked()
  expect(await page.evaluate(siteScriptsStarted)).toBe(false)

  scripts.release()
  await expect(page).toHaveURL(/\?sort=price&trait=[^&]+$/)
  await expect(box(kept)).toBeChecked()
  await expect(box(undone)).not.toBeChecked()
  const expected = await callApi('getCollectionNFTs', {
    address: dunes.address,
    sort: 'price',
    traits: { [trait.traitType]: [kept.value] },
    limit: 24,
  })
  const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem')
  await expect(items.getByRole('heading')).toHaveText(expected.results.map((n) => n.name as string))
})

test("a number typed before the page's scripts run is the one the page acts on", async ({ page }) => {
  const { collections } = await demo()
  // A collection with as many listings as the sweep's default count (3), more than the number typed.
  let target: string | null = null
  for (const { address } of collections) {
    const { results } = await callApi('getOrders', { side: 'listing', address, kind: 'listing', limit: 20 })
    if (!target && results.length >= 3) target = address
  }
  if (!target) throw new Error('No demo collection has three listings.')
  const scripts = await holdPageScripts(page)
  await page.goto(`/collection/${target}`, { waitUntil: 'domcontentloaded' })
  await scripts.requested
  await page.getByLabel('Items to sweep').fill('2')
  expect(await page.evaluate(siteScriptsStarted)).toBe(false)
  scripts.release()
  await expect(page.getByRole('button', { name: /^Sweep 2 for/ })).toBeVisible()
  await expect(page.getByLabel('Items to sweep')).toHaveValue('2')
})

test('an edition lists its holders with their amounts', async ({ page }) => {
  const { prints } = await demo()
  const nft = await callApi('getNFT', { address: prints.address, tokenId: prints.previewTokenIds[0] as string })
  if (nft.standard !== 'ERC1155') throw new Error('Expected an edition.')
  await page.goto(`/nft/${prints.address}/${nft.tokenId}`)
  await expect(page.getByText(`${nft.owners.length} ${nft.owners.length === 1 ? 'holder' : 'holders'}`)).toBeVisible()
  const top = nft.owners[0]
  if (!top) throw new Error('An edition without holders.')
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `×${top.amount}` })
      .first(),
  ).toBeVisible()
})

test('search in the header finds collections by name; sort and query live in the URL', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Search collections' })
  await search.fill('orb')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/explore\?q=orb$/)
  const found = page.getByRole('list', { name: 'Collections' }).getByRole('listitem')
  await expect(found).toHaveCount(1)
  await expect(found.getByRole('heading')).toHaveText('Orbs')
  await page.goto('/explore?sort=name')
  const byName = (await callApi('getCollections', { sort: 'name' })).results.map((c) => c.name as string)
  await expect(page.getByRole('list', { name: 'Collections' }).getByRole('heading')).toHaveText(byName)
  await page.goto('/explore?q=nothing-like-this')
  await expect(page.getByText('No collection matches “nothing-like-this”')).toBeVisible()
})

test('the header search works before the page has hydrated: what was typed is searched', async ({ page, context }) => {
  // No script runs: the form itself goes to the explore page (what a visitor typing while a slow
  // phone still hydrates gets, as a page without JavaScript does).
  await context.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/', { waitUntil: 'load' })
  const search = page.getByRole('searchbox', { name: 'Search collections' })
  await search.fill('orb')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/explore\?q=orb$/)
  await expect(page.getByRole('list', { name: 'Collections' }).getByRole('heading')).toHaveText(['Orbs'])
  await expect(search).toHaveValue('orb')
})

test('unknown or malformed collections, tokens and addresses are real 404 pages with a way home', async ({ page }) => {
  const { dunes } = await demo()
  // After hydration the page does not ask for its path again (Next's data route, another 404).
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_next/data/')) dataRequests.push(request.url())
  })
  for (const path of [
    '/collection/0x0000000000000000000000000000000000000001',
    '/collection/not-an-address',
    `/nft/${dunes.address}/999999`,
    `/nft/${dunes.address}/-1`,
    '/nft/0x12/1',
    '/u/0x0000000000000000000000000000000000000000',
    '/u/nobody',
    '/no-such-page',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing here')
    await page.waitForLoadState('networkidle')
  }
  expect(dataRequests).toEqual([])
  await page.getByRole('link', { name: 'Back home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('collection and NFT pages carry Open Graph and Twitter tags for a shared link', async ({ page }) => {
  const { dunes } = await demo()
  await page.goto(`/collection/${dunes.address}`)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Dunes')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/31337\//)
  await page.goto(`/nft/${dunes.address}/1`)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Dunes/)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/media\/31337\/.*\/1\?w=1024/)
})

test('every page, at 1280 px and at 375 px, at localhost and 127.0.0.1: no horizontal scroll, no console problem, pictures only from /media/', async ({
  browser,
}) => {
  // 44 page loads, each waited on until the network is quiet.
  test.setTimeout(300_000)
  const { dunes, prints } = await demo()
  const owner = (await callApi('getNFT', { address: dunes.address, tokenId: '1' })) as { owner: string }
  const paths = [
    '/',
    '/explore',
    '/explore?q=dun&sort=name',
    `/collection/${dunes.address}`,
    `/collection/${dunes.address}?tab=activity`,
    `/nft/${dunes.address}/1`,
    `/nft/${prints.address}/1`,
    `/u/${owner.owner}`,
    `/u/${owner.owner}?tab=activity`,
    '/sign-in',
    '/account',
  ]
  for (const host of ['localhost', '127.0.0.1']) {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } })
      // As the fixture does for `page`: gtag.js from here, not from Google.
      await context.route('https://www.googletagmanager.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      )
      const page = await context.newPage()
      const watched = watchPage(page)
      for (const path of paths) {
        const response = await page.goto(`http://${host}:${e2ePorts.WEB_PORT}${path}`)
        expect(response?.status(), path).toBe(200)
        await page.waitForLoadState('networkidle')
        expect(await noHorizontalScroll(page), `${host} ${width} ${path}`).toBeLessThanOrEqual(0)
        for (const image of await page.locator('main img').all())
          expect(await image.getAttribute('alt'), `${path}: an image without alt text`).not.toBeNull()
      }
      expect(watched.images.filter((url) => !url.includes(`:${e2ePorts.PORT}/media/`))).toEqual([])
      expect(watched.problems).toEqual([])
      await context.close()
    }
  }
})
