import { expect, expectAccountPage, test } from './fixtures.ts'
import { consoleProblems, notFoundPath, sitePagePaths } from './sitePages.ts'
import { injectTestWallet } from './testWallet.ts'

test('every page, signed out and then signed in with a wallet, logs no console error or warning', {
  tag: '@every-host',
}, async ({ page }) => {
  const problems = consoleProblems(page)
  const wallet = await injectTestWallet(page)
  const pages = sitePagePaths().filter((path) => path !== notFoundPath)
  expect(pages).toEqual(expect.arrayContaining(['/', '/account', '/sign-in']))
  for (const path of pages) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)
  await expect(page.getByTestId('linked-wallets')).toContainText(wallet.account.address, { ignoreCase: true })
  for (const path of pages) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})
