import type { Browser, Page } from '@playwright/test'
import type { GetOrdersResult } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { createPublicClient, erc20Abi, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, test } from './fixtures.ts'
import { callApi } from './nftApi.ts'
import { injectTestWallet } from './testWallet.ts'

/** A page in a browser of its own with a dev account's wallet, connected and signed in. */
async function walletPage(browser: Browser, account: HDAccount, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await injectTestWallet(page, 31337, account)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expect(page).toHaveURL(/\/account$/)
  return page
}

async function listingNotOf(buyer: string) {
  const response = await fetch(`${e2eServerUrl}/functions/getOrders`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    // Seaport listings: a lazy one (rarible) is of an item not minted yet, bought by its redeem.
    body: JSON.stringify({ side: 'listing', kind: 'listing', limit: 50 }),
  })
  const { results } = ((await response.json()) as { result: GetOrdersResult }).result
  for (const order of results) {
    if (order.maker.toLowerCase() === buyer.toLowerCase() || order.tokenId === null) continue
    const nft = await callApi('getNFT', { address: order.address, tokenId: order.tokenId })
    if (nft.standard === 'ERC721' && nft.owner === order.maker) return order
  }
  throw new Error('No demo listing of an ERC-721 item to buy.')
}

for (const width of [375, 1280]) {
  test(`a second wallet pays for a Seaport listing in the demo token through a swap, step by step (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
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
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'vUSD' }).check()
    await dialog.getByRole('radio', { name: '1 %' }).check()
    const quote = dialog.getByTestId('swap-quote')
    await expect(quote).toContainText(/You pay about [0-9,.]+ vUSD/)
    await expect(quote).toContainText('1 % slippage')
    await expect(quote).toContainText(/Rate: 1 ETH = [0-9,.]+ vUSD/)
    // The dialog fits the screen: nothing to scroll sideways.
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true)

    await dialog.getByRole('button', { name: /^Buy with [0-9,.]+ vUSD at most$/ }).click()
    await expect(dialog.getByRole('status')).toHaveText('Bought. It is yours.', { timeout: 90_000 })
    for (const step of ['quote', 'approveToken', 'swap', 'check', 'confirm', 'mined', 'indexed'])
      await expect(dialog.locator(`[data-step="${step}"]`)).toHaveAttribute('data-status', 'done')

    // The sale is recorded (the buyer owns the item, its activity has the sale) and vUSD paid for it.
    const nft = await callApi('getNFT', { address: order.address, tokenId: order.tokenId as string })
    expect(nft.standard === 'ERC721' && nft.owner).toBe(buyer.address)
    const activity = await callApi('getActivity', { address: order.address, tokenId: order.tokenId as string })
    expect(activity.results.some((a) => a.type === 'sale' && a.to === buyer.address)).toBe(true)
    expect(await vusd()).toBeLessThan(before)
  })
}
