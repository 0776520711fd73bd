import type { GetOrdersResult } from '@vitrine/api'
import { buyEvent, sendOnrampWebhook } from '@vitrine/testkit'
import { createPublicClient, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { E2E_ONRAMP_KEYS, e2eOnrampPort, e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, expectAccountPage, test } from './fixtures.ts'
import { injectTestWallet } from './testWallet.ts'

const webhook = `${e2eServerUrl}/onramp/webhook`

test('a wallet without ETH buys some with a card from the buy dialog and sees the purchase through', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // An active listing of the demo, and a new wallet with no ETH at all.
  const response = await fetch(`${e2eServerUrl}/functions/getOrders`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify({ side: 'listing', limit: 1 }),
  })
  const listing = ((await response.json()) as { result: GetOrdersResult }).result.results[0]
  if (!listing) throw new Error('The demo has no active listing.')
  const account = privateKeyToAccount(generatePrivateKey())
  await injectTestWallet(page, 31337, account)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Sign in with your wallet' }).click()
  await expectAccountPage(page)

  await page.goto(`/nft/${listing.address}/${listing.tokenId}`)
  await page.getByRole('button', { name: 'Buy now' }).click()
  const dialog = page.getByRole('dialog')
  const offer = dialog.getByTestId('buy-eth')
  await expect(offer).toContainText('Your wallet holds 0 ETH')
  const popupOpened = page.waitForEvent('popup')
  await offer.getByRole('button', { name: 'Buy ETH' }).click()
  const popup = await popupOpened
  // The fake provider loads its widget only for a URL signed with the secret key (never in the page).
  await popup.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${e2eOnrampPort}/`))
  await expect(popup.locator('body')).toHaveText('widget')
  const query = new URL(popup.url()).searchParams
  expect(query.get('walletAddress')).toBe(account.address)
  expect(popup.url()).not.toContain(E2E_ONRAMP_KEYS.secretKey)
  await expect(dialog.getByText('Waiting for the card purchase in the other window…')).toBeVisible()

  // The provider tells the backend by webhook; the dialog follows the purchase.
  const purchase = {
    id: `e2e-${account.address}`,
    walletAddress: account.address,
    externalCustomerId: query.get('externalCustomerId') as string,
  }
  const created = buyEvent('transaction_created', {
    ...purchase,
    status: 'waitingPayment',
    updatedAt: new Date().toISOString(),
  })
  expect((await sendOnrampWebhook(E2E_ONRAMP_KEYS.webhookKey, webhook, created)).status).toBe(200)
  await expect(offer.getByText('Pending')).toBeVisible({ timeout: 15_000 })
  // The ETH arrives (anvil credits it as the provider's transfer would), and the provider says so.
  const chain = createPublicClient({ transport: http(e2eRpcUrl) })
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(parseEther('100'))] as never,
  })
  const completed = buyEvent('transaction_updated', {
    ...purchase,
    status: 'completed',
    cryptoTransactionId: '0x01',
    updatedAt: new Date(Date.now() + 1000).toISOString(),
  })
  expect((await sendOnrampWebhook(E2E_ONRAMP_KEYS.webhookKey, webhook, completed)).status).toBe(200)
  await expect(offer.getByText('ETH sent')).toBeVisible({ timeout: 15_000 })
  // Enough now: the offer to buy ETH goes, the purchase's status stays.
  await expect(offer.getByRole('button', { name: 'Buy ETH' })).toHaveCount(0, { timeout: 15_000 })
})
