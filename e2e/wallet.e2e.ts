import { expect, expectAccountPage, holdPageScripts, siteScriptsStarted, test } from './fixtures.ts'
import { injectTestWallet } from './testWallet.ts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

test('connect → sign in with the wallet → authenticated, and still so after a reload', { tag: '@every-host' }, async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  // Stored as Moralis stores it: lower-case.
  await expect(page.getByTestId('linked-wallets')).toContainText(wallet.account.address.toLowerCase())
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.account.address))

  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.account.address))
  await expect(page.getByTestId('wallet-status')).toContainText(`Connected: ${wallet.account.address}`)
})

test('"Sign in with your wallet" clicked as the page appears, before its scripts run: kept, and signed in once they do', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  const scripts = await holdPageScripts(page)
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' })
  await scripts.requested
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  expect(await page.evaluate(siteScriptsStarted)).toBe(false)
  scripts.release()
  await expectAccountPage(page)
  await expect(page.getByTestId('account-button')).toContainText(short(wallet.account.address))
})

test('set username and email, reload, still there; a bad value shows the message', async ({ page }) => {
  await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)

  const username = `collector${Date.now()}`
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(`${username}@example.com`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue(username)
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.com`)

  // A username that is another wallet's address: the server refuses it, the page shows why,
  // and the saved name stays.
  await page.getByLabel('Username').fill('0x000000000000000000000000000000000000dEaD')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'A username cannot be the address of another wallet.',
  )
  await page.reload()
  await expect(page.getByLabel('Username')).toHaveValue(username)
})

test('switching account in the wallet shows the mismatch; signing in again works', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  const first = wallet.account.address

  const second = await wallet.switchAccount()
  const warning = page.getByTestId('wrong-account')
  await expect(warning).toContainText(`switched to ${short(second.address)}`)
  await expect(warning).toContainText(`signed in as ${short(first)}`)

  await warning.getByRole('button', { name: 'Sign in again' }).click()
  await expect(warning).toBeHidden()
  await expect(page.getByTestId('account-button')).toContainText(short(second.address))
})

test('a chain switch in the wallet updates the chain id and warns of the wrong network', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expect(page.getByTestId('wallet-chain')).toHaveText('Local chain (31337)')

  await wallet.switchChain(1)
  await expect(page.getByTestId('wallet-chain')).toHaveText('Ethereum (1)')
  await expect(page.getByTestId('wrong-network')).toContainText(
    'Your wallet is on Ethereum (1). Vitrine runs on Local chain (31337).',
  )

  await page.getByTestId('wrong-network').getByRole('button', { name: 'Switch network' }).click()
  await expect(page.getByTestId('wallet-chain')).toHaveText('Local chain (31337)')
  await expect(page.getByTestId('wrong-network')).toBeHidden()
})

test('a disconnect clears the wallet; log out signs out', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expect(page.getByTestId('wallet-status')).toContainText('Connected')

  await wallet.disconnect()
  await expect(page.getByTestId('wallet-status')).toContainText('No wallet connected')

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  await page.goto('/account')
  await expect(page.getByText('You are not signed in')).toBeVisible()
})

test('with no wallet in the browser: a console warning and a clear message', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('No wallet found. Install a browser wallet')
  expect(warnings.some((text) => text.includes('no Ethereum wallet found'))).toBe(true)
})
