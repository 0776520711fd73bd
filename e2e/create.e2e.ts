import { creatorCollectionAbi } from '@vitrine/contracts'
import sharp from 'sharp'
import { createTestClient, http, parseEther, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { e2eRpcUrl } from './e2ePorts.ts'
import { expect, expectAccountPage, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { injectTestWallet } from './testWallet.ts'

const picture = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer()

test('a creator makes a collection from /create, it shows on /explore, mints an item that shows with its picture and traits, and the profile lists the collection', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await injectTestWallet(page)
  const client = createTestClient({ chain: foundry, mode: 'anvil', transport: http(e2eRpcUrl) }).extend(publicActions)
  await client.setBalance({ address: wallet.account.address, value: parseEther('10') })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)

  await page.goto('/create')
  const name = `Tides ${Date.now()}`
  const create = page.getByRole('form', { name: 'Create a collection' })
  await create.getByLabel(/^Name/).fill(name)
  await create.getByLabel('Symbol').fill('TIDE')
  await create.getByLabel('Description').fill('Water at night.')
  await create
    .getByLabel('Collection picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#1e3a8a') })
  await create.getByRole('button', { name: 'Create collection' }).click()
  const steps = page.getByRole('list', { name: 'Creating the collection' })
  await expect(steps.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  const address = (await steps.getByText(/0x[0-9a-fA-F]{40}/).textContent())?.match(/0x[0-9a-fA-F]{40}/)?.[0]
  expect(address).toBeTruthy()

  // Found by the indexer from the factory's event, with no token yet.
  await expect(async () => {
    await page.goto('/explore?sort=newest')
    await expect(page.getByText(name)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  await page.goto('/create')
  const mint = page.getByRole('form', { name: 'Mint an item' })
  // The wallet's new collection is offered by name as one types the field.
  await expect(mint.locator(`datalist option[value="${address}"]`)).toHaveText(name)
  await mint.getByLabel('Collection address').fill(address as string)
  await mint
    .getByLabel('Item picture')
    .setInputFiles({ name: 'wave.png', mimeType: 'image/png', buffer: await picture('#f97316') })
  await mint.getByLabel('Item name').fill('Wave #1')
  await mint.getByLabel('Item description').fill('The first wave.')
  await mint.getByLabel('Trait 1 type').fill('Tide')
  await mint.getByLabel('Trait 1 value').fill('High')
  await mint.getByRole('button', { name: 'Mint' }).click()
  await expect(page.getByRole('list', { name: 'Minting' }).locator('[data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  })
  await page.getByRole('link', { name: 'see the item' }).click()
  await expect(page).toHaveURL(new RegExp(`/nft/${address}/1$`))
  // The indexer reads the hosted metadata; the media service renders the uploaded picture.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Wave #1' })).toBeVisible({ timeout: 2_000 })
    await expect(page.getByText('High')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
  const image = page.locator(`img[src*="/media/"][src*="${address}"]`).first()
  await expect(image).toBeVisible()
  const response = await page.request.get((await image.getAttribute('src')) as string)
  // The uploaded picture itself, rendered by the media service (not its placeholder).
  expect(response.headers()['x-vitrine-media']).toBe('picture')
  expect(response.headers()['content-type']).toBe('image/webp')

  // An item listed without minting: a signature, no transaction; shown on the collection page.
  const nonce = await client.getTransactionCount({ address: wallet.account.address })
  await page.goto('/create')
  await mint.getByLabel('Collection address').fill(address as string)
  await mint
    .getByLabel('Item picture')
    .setInputFiles({ name: 'swell.png', mimeType: 'image/png', buffer: await picture('#0ea5e9') })
  await mint.getByLabel('Item name').fill('Swell')
  await mint.getByRole('radio', { name: /List it without minting/ }).check()
  await mint.getByRole('button', { name: 'List without minting' }).click()
  await expect(mint.getByRole('alert')).toHaveText('Type the price in ETH, like 0.5.')
  await mint.getByLabel('Price (ETH)').fill('0.25')
  await mint.getByRole('button', { name: 'List without minting' }).click()
  await expect(page.getByRole('list', { name: 'Listing' }).locator('[data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  })
  expect(await client.getTransactionCount({ address: wallet.account.address })).toBe(nonce)
  await page.getByRole('link', { name: 'see it on the collection page' }).click()
  await expect(page).toHaveURL(new RegExp(`/collection/${address}`))
  const card = page.getByTestId('lazy-listing')
  await expect(card).toHaveCount(1)
  await expect(card.getByText('0.25 ETH')).toBeVisible()
  await expect(card.locator('[data-source="rarible"]')).toBeVisible()
  await expect(card.getByRole('button', { name: /is your own listing/ })).toBeDisabled()

  // The creator's profile lists the collection they created.
  await page.goto(`/u/${wallet.account.address}?tab=created`)
  await expect(page.getByRole('list', { name: 'Created collections' }).getByText(name)).toBeVisible()
})

test('a batch of 20 from a CSV: a bad row is named before anything is signed, then all 20 mint and show with their traits', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await injectTestWallet(page)
  await createTestClient({ chain: foundry, mode: 'anvil', transport: http(e2eRpcUrl) }).setBalance({
    address: wallet.account.address,
    value: parseEther('10'),
  })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await page.goto('/create')
  const create = page.getByRole('form', { name: 'Create a collection' })
  await create.getByLabel(/^Name/).fill(`Shells ${Date.now()}`)
  await create.getByLabel('Symbol').fill('SHELL')
  await create
    .getByLabel('Collection picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#0f766e') })
  await create.getByRole('button', { name: 'Create collection' }).click()
  const steps = page.getByRole('list', { name: 'Creating the collection' })
  await expect(steps.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  const address = (await steps.getByText(/0x[0-9a-fA-F]{40}/).textContent())?.match(/0x[0-9a-fA-F]{40}/)?.[0] as string

  const pictures = await Promise.all(
    Array.from({ length: 20 }, async (_, i) => ({
      name: `shell-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await picture(`#${(0x102030 + i * 0x0a0b0c).toString(16).slice(-6)}`),
    })),
  )
  const rows = pictures.map((p, i) => `${p.name},Shell ${i + 1},"A shell, number ${i + 1}",${i % 2 ? 'Spiral' : 'Fan'}`)
  const batch = page.getByRole('form', { name: 'Mint a batch' })
  await expect(batch.getByLabel('Batch collection address')).toHaveValue(address)
  await batch.getByLabel('Batch pictures').setInputFiles(pictures)
  // A row naming a picture that was not chosen: named with its line, nothing signed.
  const bad = ['file,name,description,Shape', ...rows, 'missing.png,Ghost,,Fan'].join('\n')
  await batch
    .getByLabel('Batch list')
    .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) })
  await batch.getByRole('button', { name: 'Mint batch' }).click()
  await expect(batch.getByRole('alert')).toContainText('Line 22: no picture named missing.png.')

  const good = ['file,name,description,Shape', ...rows].join('\n')
  await batch
    .getByLabel('Batch list')
    .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(good) })
  await batch.getByRole('button', { name: 'Mint batch' }).click()
  await expect(page.getByRole('list', { name: 'Minting the batch' }).locator('[data-status="done"]')).toHaveCount(3, {
    timeout: 90_000,
  })
  await expect(async () => {
    await page.goto(`/nft/${address}/20`)
    await expect(page.getByRole('heading', { name: 'Shell 20' })).toBeVisible({ timeout: 2_000 })
    await expect(page.getByText('Spiral')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
})

test('an ERC-1155 edition collection from /create: one item of 5 copies and a batch of 3 of 2 copies each, numbered on, shown on the collection page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await injectTestWallet(page)
  await createTestClient({ chain: foundry, mode: 'anvil', transport: http(e2eRpcUrl) }).setBalance({
    address: wallet.account.address,
    value: parseEther('10'),
  })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await page.goto('/create')
  const name = `Prints ${Date.now()}`
  const create = page.getByRole('form', { name: 'Create a collection' })
  await create.getByLabel(/^Name/).fill(name)
  await create.getByLabel('Symbol').fill('PRNT')
  await create
    .getByLabel('Collection picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#7c3aed') })
  await create.getByRole('radio', { name: /ERC-1155/ }).check()
  await create.getByRole('button', { name: 'Create collection' }).click()
  const steps = page.getByRole('list', { name: 'Creating the collection' })
  await expect(steps.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  const address = (await steps.getByText(/0x[0-9a-fA-F]{40}/).textContent())?.match(/0x[0-9a-fA-F]{40}/)?.[0] as string

  // The mint form knows the collection is an edition contract and asks for the edition size.
  const mint = page.getByRole('form', { name: 'Mint an item' })
  await expect(mint.getByText(/ERC-1155 editions/)).toBeVisible()
  await mint
    .getByLabel('Item picture')
    .setInputFiles({ name: 'print.png', mimeType: 'image/png', buffer: await picture('#db2777') })
  await mint.getByLabel('Item name').fill('Print One')
  await mint.getByLabel('Trait 1 type').fill('Ink')
  await mint.getByLabel('Trait 1 value').fill('Magenta')
  // No edition of 0 copies: the browser holds the form back.
  await mint.getByLabel(/^Edition size/).fill('0')
  expect(await mint.getByLabel(/^Edition size/).evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false)
  await mint.getByLabel(/^Edition size/).fill('5')
  await mint.getByRole('button', { name: 'Mint' }).click()
  await expect(page.getByRole('list', { name: 'Minting' }).locator('[data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  })
  await expect(page.getByRole('list', { name: 'Minting' })).toContainText('Token #1')

  const pictures = await Promise.all(
    ['#0891b2', '#65a30d', '#ca8a04'].map(async (color, i) => ({
      name: `print-${i + 2}.png`,
      mimeType: 'image/png',
      buffer: await picture(color),
    })),
  )
  const batch = page.getByRole('form', { name: 'Mint a batch' })
  await batch.getByLabel('Batch pictures').setInputFiles(pictures)
  const csv = ['file,name,description,Ink', ...pictures.map((p, i) => `${p.name},Print ${i + 2},,Cyan`)].join('\n')
  await batch
    .getByLabel('Batch list')
    .setInputFiles({ name: 'prints.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await batch.getByLabel(/^Edition size of each/).fill('2')
  await batch.getByRole('button', { name: 'Mint batch' }).click()
  await expect(page.getByRole('list', { name: 'Minting the batch' }).locator('[data-status="done"]')).toHaveCount(3, {
    timeout: 90_000,
  })

  // Indexed from TransferSingle / TransferBatch like any edition: the item page says how many.
  await expect(async () => {
    await page.goto(`/nft/${address}/1`)
    await expect(page.getByRole('heading', { name: 'Print One' })).toBeVisible({ timeout: 2_000 })
    await expect(page.getByText('Magenta')).toBeVisible({ timeout: 2_000 })
    await expect(page.getByText('5 copies')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
  await expect(async () => {
    await page.goto(`/nft/${address}/4`)
    await expect(page.getByRole('heading', { name: 'Print 4' })).toBeVisible({ timeout: 2_000 })
    await expect(page.getByText('2 copies')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 45_000 })
  await page.goto(`/collection/${address}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  for (const item of ['Print One', 'Print 2', 'Print 3', 'Print 4'])
    await expect(page.getByText(item).first()).toBeVisible()
})

test('the mint form refuses a collection this wallet does not own before anything is uploaded', async ({ page }) => {
  await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  // A demo collection, owned by a dev account, not by this fresh wallet.
  const { results } = await callApi('getCollections', { sort: 'volume', limit: 1 })
  const demo = results[0]?.address
  expect(demo, 'a demo collection is indexed').toBeTruthy()
  await page.goto('/create')
  const mint = page.getByRole('form', { name: 'Mint an item' })
  await mint.getByLabel('Collection address').fill(demo as string)
  await expect(mint.getByText("This wallet is not the collection's owner.")).toBeVisible()
  await mint
    .getByLabel('Item picture')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: await picture('#111111') })
  await mint.getByLabel('Item name').fill('Not mine')
  await mint.getByRole('button', { name: 'Mint' }).click()
  await expect(mint.getByRole('alert')).toHaveText("This wallet is not the collection's owner.")
  await expect(page.getByRole('list', { name: 'Minting' })).toHaveCount(0)
})

test('a batch rejected in the wallet says so; sent again after the tab is closed, it uploads no picture twice and mints', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const wallet = await injectTestWallet(page)
  await createTestClient({ chain: foundry, mode: 'anvil', transport: http(e2eRpcUrl) }).setBalance({
    address: wallet.account.address,
    value: parseEther('10'),
  })
  const uploads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/server\/files\//.test(request.url())) uploads.push(request.url())
  })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await page.goto('/create')
  const create = page.getByRole('form', { name: 'Create a collection' })
  await create.getByLabel(/^Name/).fill(`Pebbles ${Date.now()}`)
  await create.getByLabel('Symbol').fill('PEB')
  await create
    .getByLabel('Collection picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#334155') })
  await create.getByRole('button', { name: 'Create collection' }).click()
  const steps = page.getByRole('list', { name: 'Creating the collection' })
  await expect(steps.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  const address = (await steps.getByText(/0x[0-9a-fA-F]{40}/).textContent())?.match(/0x[0-9a-fA-F]{40}/)?.[0] as string

  const pictures = await Promise.all(
    ['#f43f5e', '#22c55e', '#3b82f6'].map(async (color, i) => ({
      name: `pebble-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await picture(color),
    })),
  )
  const csv = Buffer.from(['file,name', ...pictures.map((p, i) => `${p.name},Pebble ${i + 1}`)].join('\n'))
  const send = async (files = pictures, list = csv) => {
    const batch = page.getByRole('form', { name: 'Mint a batch' })
    await batch.getByLabel('Batch collection address').fill(address)
    await batch.getByLabel('Batch pictures').setInputFiles(files)
    await batch.getByLabel('Batch list').setInputFiles({ name: 'pebbles.csv', mimeType: 'text/csv', buffer: list })
    await batch.getByRole('button', { name: 'Mint batch' }).click()
    return page.getByRole('list', { name: 'Minting the batch' })
  }
  // A page named like a picture: the backend reads its bytes and refuses it; the form names the file.
  const fake = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>hi</body></html>') }
  const refused = await send([fake], Buffer.from('file,name\nfake.png,Fake'))
  await expect(refused.locator('[data-status="failed"]')).toContainText('fake.png: The file is not a picture', {
    timeout: 30_000,
  })
  await page.goto('/create')
  const coverUploads = uploads.length
  wallet.rejectTransactions(true)
  const rejected = await send()
  await expect(rejected.locator('[data-status="failed"]')).toContainText('Rejected in the wallet.', { timeout: 60_000 })
  expect(uploads.length - coverUploads).toBe(3)

  // The tab is closed and opened again: the same pictures are not sent twice.
  wallet.rejectTransactions(false)
  await page.goto('/create')
  const minted = await send()
  await expect(minted.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  await expect(minted).toContainText('3 items minted')
  expect(uploads.length - coverUploads).toBe(3)
})

test('a batch that fails halfway (the wallet refuses its second transaction) resumes with only the items not minted, counted on the chain; sent again from a reloaded page it mints nothing twice', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const wallet = await injectTestWallet(page)
  const chain = createTestClient({ chain: foundry, mode: 'anvil', transport: http(e2eRpcUrl) }).extend(publicActions)
  await chain.setBalance({ address: wallet.account.address, value: parseEther('10') })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await page.goto('/create')
  const create = page.getByRole('form', { name: 'Create a collection' })
  await create.getByLabel(/^Name/).fill(`Cairns ${Date.now()}`)
  await create.getByLabel('Symbol').fill('CAIRN')
  await create
    .getByLabel('Collection picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#57534e') })
  await create.getByRole('button', { name: 'Create collection' }).click()
  const created = page.getByRole('list', { name: 'Creating the collection' })
  await expect(created.locator('[data-status="done"]')).toHaveCount(3, { timeout: 60_000 })
  const address = (await created.getByText(/0x[0-9a-fA-F]{40}/).textContent())?.match(
    /0x[0-9a-fA-F]{40}/,
  )?.[0] as `0x${string}`
  const supply = () => chain.readContract({ address, abi: creatorCollectionAbi, functionName: 'totalSupply' })

  // 52 items from two pictures: the page sends 50 a transaction, so the batch takes two.
  const pictures = await Promise.all(
    ['#78716c', '#a16207'].map(async (color, i) => ({
      name: `cairn-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await picture(color),
    })),
  )
  const csv = [
    'file,name,description,Stone',
    ...Array.from({ length: 52 }, (_, i) => `cairn-${(i % 2) + 1}.png,Cairn ${i + 1},,${i % 2 ? 'Slate' : 'Granite'}`),
  ].join('\n')
  const batch = page.getByRole('form', { name: 'Mint a batch' })
  const steps = page.getByRole('list', { name: 'Minting the batch' })
  const choose = async () => {
    await batch.getByLabel('Batch collection address').fill(address)
    await batch.getByLabel('Batch pictures').setInputFiles(pictures)
    await batch
      .getByLabel('Batch list')
      .setInputFiles({ name: 'cairns.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  }
  await choose()
  wallet.rejectTransactionsAfter(1)
  await batch.getByRole('button', { name: 'Mint batch' }).click()
  await expect(steps.locator('[data-status="failed"]')).toContainText('Rejected in the wallet.', { timeout: 120_000 })
  expect(await supply()).toBe(50n)

  // What the creator sees: which items are minted, which are not and why, and a resume of the rest.
  const items = batch.getByRole('table', { name: 'Batch items' })
  const row = (name: string) => items.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await expect
    .soft(batch.getByRole('status'))
    .toContainText('50 of 52 items minted; 2 not minted: Rejected in the wallet.')
  await expect.soft(row('Cairn 1')).toContainText('Minted: #1')
  // The rows to resume come first (the header row is row 0).
  await expect.soft(items.getByRole('row').nth(1)).toContainText('Cairn 51')
  await expect.soft(items.getByRole('row').filter({ hasText: 'Not minted: Rejected in the wallet.' })).toHaveCount(2)
  await expect.soft(row('Cairn 52')).toContainText('Not minted: Rejected in the wallet.')
  await page.screenshot({ path: test.info().outputPath('batch-interrupted-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 900 })
  expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: test.info().outputPath('batch-interrupted-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // Resumed in the page: the chain says 50 are minted, so only the 2 left are sent.
  wallet.rejectTransactions(false)
  await expect.soft(batch.getByRole('button', { name: 'Resume: mint the 2 items left' })).toBeEnabled()
  await batch.getByRole('button', { name: /^(Mint batch|Resume)/ }).click()
  await expect(steps.locator('[data-status="done"]')).toHaveCount(3, { timeout: 120_000 })
  expect(await supply()).toBe(52n)
  await expect(batch.getByRole('status')).toContainText('52 of 52 items minted')
  await expect(row('Cairn 52')).toContainText('Minted: #52')
  await expect(batch.getByRole('link', { name: 'see the collection' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('batch-resumed-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 900 })
  await page.screenshot({ path: test.info().outputPath('batch-resumed-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // The page reloaded (or another tab), the same batch sent again: every item is on the chain
  // already, so the wallet is asked for nothing (it would refuse) and nothing mints twice.
  wallet.rejectTransactionsAfter(0)
  await page.goto('/create')
  await choose()
  await batch.getByRole('button', { name: 'Mint batch' }).click()
  await expect(batch.getByRole('status')).toContainText('All 52 items of this batch are minted already.', {
    timeout: 60_000,
  })
  await expect(steps.locator('[data-status="failed"]')).toHaveCount(0)
  await expect(batch).toContainText('Nothing left to mint: see the collection')
  expect(await supply()).toBe(52n)
  await page.screenshot({ path: test.info().outputPath('batch-sent-again-1280.png'), fullPage: true })
})
