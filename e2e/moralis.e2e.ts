import { createServer } from 'node:http'
import { devAccount } from '@vitrine/devchain'
import { e2ePorts, e2eServerUrl } from './e2ePorts.ts'
import { expect, test } from './fixtures.ts'
import { buildMoralisApp } from './moralisApp/buildMoralisApp.ts'
import { e2eMasterKey } from './startStack.ts'
import { injectTestWallet } from './testWallet.ts'

/**
 * The Moralis app is served from an origin of its own, as a developer runs one: every API call is
 * cross-origin. A real server on localhost (Chromium lets no page it cannot place call localhost).
 */
const APP_PORT = e2ePorts.WEB_PORT + 7
const APP_ORIGIN = `http://localhost:${APP_PORT}`

async function serveMoralisApp() {
  const { html, script } = await buildMoralisApp()
  const server = createServer((request, response) => {
    const isScript = new URL(request.url ?? '/', APP_ORIGIN).pathname === '/app.js'
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html' })
    response.end(isScript ? script : html)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(APP_PORT, 'localhost', resolve)
  })
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${e2eServerUrl}${path}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Every NFT Vitrine's own API lists for `owner`. */
async function nftsOf(owner: string): Promise<string[]> {
  const found: string[] = []
  let cursor: string | null = null
  do {
    const { body } = await api('/functions/getNFTs', { owner, limit: 100, ...(cursor ? { cursor } : {}) })
    const page = body.result as { results: { address: string; tokenId: string }[]; cursor: string | null }
    found.push(...page.results.map((n) => `${n.address.toLowerCase()}:${n.tokenId}`))
    cursor = page.cursor
  } while (cursor)
  return found
}

test("a react-moralis app, changed only in serverUrl and appId, signs in with a wallet, shows the wallet's NFTs, saves user data and logs out", async ({
  page,
}) => {
  const app = await serveMoralisApp()
  try {
    // moralis-v1 checks for updates and reports its start to Moralis: nothing leaves this machine.
    await page.route(/unpkg\.com|moralis\.io/, (route) => route.abort())
    const dev = devAccount(1)
    await injectTestWallet(page, 31337, dev)
    await page.goto(`${APP_ORIGIN}/?serverUrl=${encodeURIComponent(e2eServerUrl)}&appId=vitrine`)

    await page.getByRole('button', { name: 'Authenticate' }).click()
    await expect(page.getByTestId('eth-address')).toHaveText(dev.address.toLowerCase())

    // useNFTBalances: the dev account's NFTs from the index, as Vitrine's own getNFTs lists them.
    const expected = await nftsOf(dev.address)
    expect(expected.length).toBeGreaterThan(0)
    const items = page.getByTestId('nfts').locator('li')
    await expect(items).toHaveCount(expected.length)
    const shown = (await items.allTextContents()).map((text) => text.split(' ')[0])
    expect(shown.sort()).toEqual([...expected].sort())
    await expect(page.getByTestId('nfts')).toHaveAttribute('data-total', String(expected.length))

    // setUserData saves; refetchUserData reads a change made elsewhere.
    await page.getByLabel('Bio').fill('collects dunes')
    await page.getByRole('button', { name: 'Save bio' }).click()
    await expect(page.getByTestId('bio')).toHaveText('collects dunes')
    const stored = await page.evaluate(() => localStorage.getItem('Parse/vitrine/currentUser'))
    const { objectId, sessionToken } = JSON.parse(stored ?? '{}') as { objectId: string; sessionToken: string }
    const bioOnServer = async () => {
      const me = await fetch(`${e2eServerUrl}/users/me`, {
        headers: { 'X-Parse-Application-Id': 'vitrine', 'X-Parse-Session-Token': sessionToken },
      })
      return ((await me.json()) as { bio?: string }).bio
    }
    await expect.poll(bioOnServer).toBe('collects dunes')
    const edit = await fetch(`${e2eServerUrl}/users/${objectId}`, {
      method: 'PUT',
      headers: {
        'X-Parse-Application-Id': 'vitrine',
        'X-Parse-Master-Key': e2eMasterKey(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ bio: 'changed elsewhere' }),
    })
    expect(edit.status).toBe(200)
    await page.getByRole('button', { name: 'Refetch' }).click()
    await expect(page.getByTestId('bio')).toHaveText('changed elsewhere')

    // logout ends the session on the server too.
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible()
    // The page may show the signed-out state a moment before the log-out request is answered.
    const meStatus = async () =>
      (
        await fetch(`${e2eServerUrl}/users/me`, {
          headers: { 'X-Parse-Application-Id': 'vitrine', 'X-Parse-Session-Token': sessionToken },
        })
      ).status
    await expect.poll(meStatus).toBe(400)
  } finally {
    await app.close()
  }
})
