import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount, walletFor } from '@vitrine/devchain'
import { type Address, createPublicClient, erc20Abi, http, numberToHex, parseEther, parseEventLogs } from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { e2eOnrampPort, e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, test } from './fixtures.ts'
import { serveMoralisApp } from './moralisApp/serveMoralisApp.ts'
import { e2eMasterKey } from './startStack.ts'
import { injectTestWallet } from './testWallet.ts'

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
    await page.goto(`${app.origin}/?serverUrl=${encodeURIComponent(e2eServerUrl)}&appId=vitrine`)

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

    // getTokenBalances: the signed-in wallet is watched by the indexer within seconds; its ERC-20s
    // then answer as the chain has them (the demo's vUSD, WETH if it holds any).
    // The demo's ERC-20s: the swap route's tokens (but ETH's placeholder address) and the market's WETH.
    const swapTokens = ((await api('/functions/getSwapTokens', {})).body.result as { address: Address }[]).filter(
      (token) => token.address.toLowerCase() !== '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    )
    const { weth } = (await api('/functions/getMarketConfig', {})).body.result as { weth: Address }
    const tokens = [...new Set([...swapTokens.map((token) => token.address), weth])]
    const chainReads = createPublicClient({ transport: http(e2eRpcUrl) })
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Load token balances' }).click()
          return page.getByTestId('token-balances').locator('li').count()
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
    const balancesShown = await page.getByTestId('token-balances').locator('li').allTextContents()
    const onChain = await Promise.all(
      tokens.map(async (address) => {
        const [symbol, balance] = await Promise.all([
          chainReads.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          chainReads.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [dev.address] }),
        ])
        return balance > 0n ? `${symbol} ${balance}` : null
      }),
    )
    expect(balancesShown.sort()).toEqual(onChain.filter((line) => line !== null).sort())

    // saveIPFS: a minter's metadata document, its CID answered and served.
    await page.getByRole('button', { name: 'Save to IPFS' }).click()
    const ipfsLink = page.getByTestId('ipfs-url')
    await expect(ipfsLink).toHaveText(/^baf/)
    const document = await fetch((await ipfsLink.getAttribute('href')) as string)
    expect(await document.json()).toEqual({ name: 'A note' })

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

/**
 * A new wallet with ETH and token 1 of a collection of its own (made through the collection
 * factory, as /create does): listing it leaves the demo's items and orders as they are.
 */
async function walletWithOwnToken(): Promise<{ account: LocalAccount; collection: Address }> {
  const account = privateKeyToAccount(generatePrivateKey())
  const chain = createPublicClient({ transport: http(e2eRpcUrl) })
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(parseEther('10'))] as never,
  })
  const { body } = await api('/functions/getCreateConfig', {})
  const factory = (body.result as { collectionFactory: Address | null }).collectionFactory
  if (!factory) throw new Error('The stack has no collection factory.')
  const wallet = walletFor(account, e2eRpcUrl, 31337)
  const created = await chain.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: factory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Moralis Plugins', 'MPLG', '', 0n, account.address, 500n],
    }),
  })
  const [log] = parseEventLogs({ abi: collectionFactoryAbi, logs: created.logs, eventName: 'CollectionCreated' })
  const collection = log?.args.collection as Address
  await chain.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [account.address, ''],
    }),
  })
  return { account, collection }
}

type Order = {
  orderHash: string
  kind: string
  source: string
  maker: string
  price: string
  address: string
  tokenId: string
}
const listingsOf = async (params: Record<string, unknown>) =>
  ((await api('/functions/getOrders', { side: 'listing', ...params })).body.result as { results: Order[] }).results

test("react-moralis's plugin hooks against Vitrine: useOpenSeaOrders lists the order book, useOpenSeaSellOrder lists through the wallet, useRaribleLazyMint lists an item not minted yet, useFiatBuy opens the on-ramp", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const app = await serveMoralisApp()
  try {
    await page.route(/unpkg\.com|moralis\.io/, (route) => route.abort())
    const { account, collection } = await walletWithOwnToken()
    await injectTestWallet(page, 31337, account)
    await page.goto(`${app.origin}/?serverUrl=${encodeURIComponent(e2eServerUrl)}&appId=vitrine`)
    await page.getByRole('button', { name: 'Authenticate' }).click()
    await expect(page.getByTestId('eth-address')).toHaveText(account.address.toLowerCase())
    const opensea = page.getByRole('region', { name: 'OpenSea' })

    // useOpenSeaOrders: a listing of the demo, as our getOrders has it.
    const [demoListing] = await listingsOf({ limit: 1 })
    if (!demoListing) throw new Error('The demo has no active listing.')
    await opensea.getByLabel('Collection').fill(demoListing.address)
    await opensea.getByLabel('Token id').fill(demoListing.tokenId)
    await opensea.getByRole('button', { name: 'Get orders' }).click()
    await expect(opensea.locator(`[data-order-hash="${demoListing.orderHash}"]`)).toBeVisible()

    // useOpenSeaSellOrder: the wallet approves the conduit, signs the Seaport order, and it is posted.
    await opensea.getByLabel('Collection').fill(collection)
    await opensea.getByLabel('Token id').fill('1')
    await opensea.getByLabel('Price (ETH)').fill('0.5')
    await opensea.getByRole('button', { name: 'List for sale' }).click()
    const listed = opensea.getByTestId('opensea-listed')
    await expect(listed).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
    const orderHash = await listed.textContent()
    expect(
      (await listingsOf({ address: collection, tokenId: '1' })).map((o) => [o.orderHash, o.maker, o.price]),
    ).toEqual([[orderHash, account.address, parseEther('0.5').toString()]])
    await opensea.getByRole('button', { name: 'Get orders' }).click()
    await expect(opensea.locator(`[data-order-hash="${orderHash}"]`)).toBeVisible()

    // useRaribleLazyMint: the wallet signs a voucher for a token not minted yet in its own collection,
    // and the plugin's endpoint posts it: a lazy listing of source rarible in our order book.
    const rarible = page.getByRole('region', { name: 'Rarible' })
    // A document of its own (postOrder reads it when the voucher is posted, and refuses a copy).
    const document = { name: `Moralis page item ${Date.now()}` }
    await rarible
      .getByLabel('Metadata URI')
      .fill(`data:application/json,${encodeURIComponent(JSON.stringify(document))}`)
    await rarible.getByLabel('Lazy price (ETH)').fill('0.3')
    await rarible.getByRole('button', { name: 'Lazy mint and list' }).click()
    const lazy = rarible.getByTestId('rarible-listed')
    await expect(lazy).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 30_000 })
    const lazyHash = await lazy.textContent()
    const lazyListings = await listingsOf({ address: collection, kind: 'lazy' })
    expect(lazyListings.map((o) => [o.orderHash, o.kind, o.source, o.maker, o.price])).toEqual([
      [lazyHash, 'lazy', 'rarible', account.address, parseEther('0.3').toString()],
    ])

    // useFiatBuy: the server's openUrl step opens the fake on-ramp's widget, signed for this wallet.
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('region', { name: 'Fiat' }).getByRole('button', { name: 'Buy ETH with a card' }).click()
    const popup = await popupOpened
    await popup.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${e2eOnrampPort}/`))
    await expect(popup.locator('body')).toHaveText('widget')
    expect(new URL(popup.url()).searchParams.get('walletAddress')).toBe(account.address)
  } finally {
    await app.close()
  }
})

test("react-moralis's oneInch hooks against Vitrine: useOneInchQuote prices vUSD in ETH, useOneInchSwap swaps both ways through the wallet", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const app = await serveMoralisApp()
  try {
    await page.route(/unpkg\.com|moralis\.io/, (route) => route.abort())
    // A new wallet with ETH only: no other test moves its balances.
    const account = privateKeyToAccount(generatePrivateKey())
    const chain = createPublicClient({ transport: http(e2eRpcUrl) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, numberToHex(parseEther('10'))] as never,
    })
    const tokens = (await api('/functions/getSwapTokens', {})).body.result as { address: Address; symbol: string }[]
    const vusdToken = tokens.find((t) => t.symbol === 'vUSD')?.address
    if (!vusdToken) throw new Error('The stack has no vUSD to swap.')
    const vusd = () =>
      chain.readContract({ address: vusdToken, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    await injectTestWallet(page, 31337, account)
    await page.goto(`${app.origin}/?serverUrl=${encodeURIComponent(e2eServerUrl)}&appId=vitrine`)
    await page.getByRole('button', { name: 'Authenticate' }).click()
    await expect(page.getByTestId('eth-address')).toHaveText(account.address.toLowerCase())
    const oneInch = page.getByRole('region', { name: '1inch' })
    const trade = async (sell: string, buy: string, amount: string) => {
      await oneInch.getByLabel('Token sold').selectOption({ label: sell })
      await oneInch.getByLabel('Token bought').selectOption({ label: buy })
      await oneInch.getByLabel('Amount sold').fill(amount)
    }

    // useOneInchQuote: 300 vUSD buys about 0.1 ETH in the seeded pool (1 ETH = 3,000 vUSD, 0.3 % fee).
    await trade('vUSD', 'ETH', '300')
    await oneInch.getByRole('button', { name: 'Get quote' }).click()
    const quote = oneInch.getByTestId('oneinch-quote')
    await expect(quote).toHaveText(/^0\.0[0-9]+ ETH$/)
    const quoted = BigInt((await quote.getAttribute('data-amount')) ?? '0')
    expect(quoted).toBeGreaterThan(parseEther('0.09'))
    expect(quoted).toBeLessThan(parseEther('0.1'))

    // useOneInchSwap, ETH → vUSD: one transaction, no allowance needed; the wallet gets vUSD.
    await trade('ETH', 'vUSD', '0.2')
    await oneInch.getByRole('button', { name: 'Swap' }).click()
    const swapped = oneInch.getByTestId('oneinch-swapped')
    await expect(swapped).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
    await expect(swapped).toHaveAttribute('data-status', '1')
    const firstSwap = await swapped.textContent()
    const bought = await vusd()
    // 0.2 ETH is about 600 vUSD, less the fee and the 1 % slippage kept back.
    expect(bought).toBeGreaterThan(550_000_000n)
    expect(bought).toBeLessThan(600_000_000n)

    // vUSD → ETH: the router's allowance is missing, so the swap's triggers approve it first.
    const ethBefore = await chain.getBalance({ address: account.address })
    await trade('vUSD', 'ETH', '300')
    await oneInch.getByRole('button', { name: 'Swap' }).click()
    await expect(swapped).not.toHaveText(firstSwap ?? '', { timeout: 60_000 })
    await expect(swapped).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect(swapped).toHaveAttribute('data-status', '1')
    // An exact input as Moralis has it, swapped as an exact output less the slippage: 300 vUSD at most.
    const spent = bought - (await vusd())
    expect(spent).toBeLessThanOrEqual(300_000_000n)
    expect(spent).toBeGreaterThan(290_000_000n)
    expect(await chain.getBalance({ address: account.address })).toBeGreaterThan(ethBefore)
  } finally {
    await app.close()
  }
})
