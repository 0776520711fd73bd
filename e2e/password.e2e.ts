import type { Page } from '@playwright/test'
import { devAccount } from '@vitrine/devchain'
import { expect, expectAccountPage, holdPageScripts, siteScriptsStarted, test } from './fixtures.ts'
import { injectTestWallet } from './testWallet.ts'

test('password sign-up, log-out, log-in; a wrong password shows the error', async ({ page }) => {
  const username = `ada${Date.now()}`
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Create account' }).click()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email (optional)').fill(`${username}@example.com`)
  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expectAccountPage(page)
  await expect(page.getByTestId('account-button')).toContainText(username)
  await expect(page.getByText('No wallet is linked to this account.')).toBeVisible()

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/sign-in')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill('wrong password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid username/password.')

  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expectAccountPage(page)
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.com`)
})

test("the log-in form sent with Enter before the page's scripts run: nothing in the address, sent by the site once they run", async ({
  page,
}) => {
  const scripts = await holdPageScripts(page)
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' })
  await scripts.requested
  await page.getByLabel('Username').fill(`nobody${Date.now()}`)
  await page.getByLabel('Password').fill('not the password')
  await page.getByLabel('Password').press('Enter')
  // Still this page, React not listening yet (the browser's own submit would have loaded the page
  // again with the fields in its address).
  expect(await page.evaluate(siteScriptsStarted)).toBe(false)
  scripts.release()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid username/password.')
  expect(new URL(page.url()).search).toBe('')
})

test('the account page asks a visitor to sign in', async ({ page }) => {
  await page.goto('/account')
  await expect(page.getByText('You are not signed in')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('a password user links a wallet, then signs in with it into the same account', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  const username = `grace${Date.now()}`
  await createPasswordAccount(page, username)

  await page.getByRole('button', { name: 'Link your wallet' }).click()
  await expect(page.getByTestId('linked-wallets')).toContainText(wallet.account.address.toLowerCase())

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await expect(page.getByTestId('account-button')).toContainText(username)
})

/** Creates a password account on the sign-in page; the page is then on /account. */
async function createPasswordAccount(page: Page, username: string) {
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Create account' }).click()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill('correct horse battery')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expectAccountPage(page)
}

test('with no wallet extension, a password user links a dev account and signs in with it into the same account; another account cannot link it', async ({
  page,
}) => {
  // The deployer: no other test signs in with it (it holds no items to trade).
  const dev = devAccount(0)
  expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
  const username = `hopper${Date.now()}`
  await createPasswordAccount(page, username)
  const link = page.getByRole('button', { name: 'Link this dev account' })
  await expect(link).toBeDisabled()
  await page.getByLabel('Dev account', { exact: true }).selectOption(dev.address)
  await link.click()
  await expect(page.getByTestId('linked-wallets')).toContainText(dev.address.toLowerCase())
  await expect(page.getByTestId('wallet-status')).toContainText(`Connected: ${dev.address}`)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  // The accounts' EIP-55 spelling runs in a worker, off the page's main thread.
  const spelling = page.waitForEvent('worker')
  await page.goto('/sign-in')
  expect((await spelling).url()).toContain('/_next/static/')
  await page.getByLabel('Dev account', { exact: true }).selectOption(dev.address)
  await page.getByRole('button', { name: 'Sign in as this dev account' }).click()
  await expectAccountPage(page)
  await expect(page.getByTestId('account-button')).toContainText(username)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await createPasswordAccount(page, `lovelace${Date.now()}`)
  await page.getByLabel('Dev account', { exact: true }).selectOption(dev.address)
  await page.getByRole('button', { name: 'Link this dev account' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This wallet already signs in to another account. Sign in with it to use that account, or link another wallet.',
  )
  await expect(page.getByText('No wallet is linked to this account.')).toBeVisible()
  // Another can be tried.
  await expect(page.getByRole('button', { name: 'Link this dev account' })).toBeEnabled()
})
