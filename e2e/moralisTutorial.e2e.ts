import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  collectionFactoryAbi,
  creatorCollectionAbi,
  tutorialMarketplaceAbi,
  tutorialMarketplaceBytecode,
} from '@vitrine/contracts'
import { walletFor } from '@vitrine/devchain'
import { type Address, createPublicClient, http, numberToHex, parseEther, parseEventLogs } from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { e2eRpcUrl, e2eServerUrl } from './e2ePorts.ts'
import { expect, test } from './fixtures.ts'
import { serveMoralisApp } from './moralisApp/serveMoralisApp.ts'
import { e2eMasterKey } from './startStack.ts'

const addEventsScript = fileURLToPath(new URL('./moralisApp/tutorial/addEvents.cjs', import.meta.url))
const chain = createPublicClient({ transport: http(e2eRpcUrl) })

/** A fresh account with 10 ETH. */
async function fundedAccount(): Promise<LocalAccount> {
  const account = privateKeyToAccount(generatePrivateKey())
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(parseEther('10'))] as never,
  })
  return account
}

async function send(account: LocalAccount, request: Parameters<ReturnType<typeof walletFor>['writeContract']>[0]) {
  const hash = await walletFor(account, e2eRpcUrl, 31337).writeContract(request)
  return chain.waitForTransactionReceipt({ hash })
}

/** The seller's collection of three items (through the stack's factory) and the tutorial's marketplace. */
async function deployTutorial(seller: LocalAccount): Promise<{ collection: Address; market: Address }> {
  const config = await fetch(`${e2eServerUrl}/functions/getCreateConfig`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: '{}',
  })
  const factory = ((await config.json()) as { result: { collectionFactory: Address } }).result.collectionFactory
  const created = await send(seller, {
    address: factory,
    abi: collectionFactoryAbi,
    functionName: 'createCollection',
    args: ['Tutorial Items', 'TUT', '', 0n, seller.address, 0n],
  } as never)
  const [log] = parseEventLogs({ abi: collectionFactoryAbi, logs: created.logs, eventName: 'CollectionCreated' })
  const collection = log?.args.collection as Address
  const deployed = await chain.waitForTransactionReceipt({
    hash: await walletFor(seller, e2eRpcUrl, 31337).deployContract({
      abi: tutorialMarketplaceAbi,
      bytecode: tutorialMarketplaceBytecode,
    }),
  })
  const market = deployed.contractAddress as Address
  for (let tokenId = 1n; tokenId <= 3n; tokenId++) {
    await send(seller, {
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [seller.address, ''],
    } as never)
    await send(seller, {
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'approve',
      args: [market, tokenId],
    } as never)
  }
  return { collection, market }
}

/** Rows of a class as a client with the app id alone reads them. */
async function rows(className: string, where: Record<string, unknown>) {
  const url = `${e2eServerUrl}/classes/${className}?where=${encodeURIComponent(JSON.stringify(where))}`
  const response = await fetch(url, { headers: { 'X-Parse-Application-Id': 'vitrine' } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { results: Record<string, unknown>[] }).results
}

test("the Moralis marketplace tutorial unchanged: its addEvents script syncs the marketplace's events, its cloud code keeps ActiveItem, and the react-moralis page's live query follows each listing, purchase and cancellation", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const seller = await fundedAccount()
  const buyer = await fundedAccount()
  const { collection, market } = await deployTutorial(seller)
  const nft = collection.toLowerCase()

  // The app's own Node script, with the master key: three watches, each answered { success: true }.
  const { stdout } = await promisify(execFile)(process.execPath, [addEventsScript], {
    env: {
      ...process.env,
      MORALIS_SERVER_URL: e2eServerUrl,
      MORALIS_APP_ID: 'vitrine',
      MORALIS_MASTER_KEY: e2eMasterKey(),
      MARKETPLACE_ADDRESS: market,
      CHAIN_ID: '31337',
    },
  })
  expect(stdout).toContain('Success! Database Updated with watching events')

  const app = await serveMoralisApp()
  try {
    await page.route(/unpkg\.com|moralis\.io/, (route) => route.abort())
    await page.goto(`${app.origin}/?serverUrl=${encodeURIComponent(e2eServerUrl)}&appId=vitrine`)
    const activeItems = page.getByTestId('active-items').locator('li')
    const item = (tokenId: number) => activeItems.filter({ hasText: `${nft}:${tokenId} ` })
    await expect(page.getByRole('heading', { name: 'Active items' })).toBeVisible()

    // Listed: the synced row (confirmed), the trigger's ActiveItem, the page's live list: within 2 s.
    for (const [tokenId, price] of [
      [1n, parseEther('0.1')],
      [2n, parseEther('0.2')],
    ] as const) {
      await send(seller, {
        address: market,
        abi: tutorialMarketplaceAbi,
        functionName: 'listItem',
        args: [collection, tokenId, price],
      } as never)
      await expect(item(Number(tokenId))).toHaveText(
        `${nft}:${tokenId} ${price} wei by ${seller.address.toLowerCase()}`,
        {
          timeout: 2_000,
        },
      )
    }
    const [listed] = await rows('ItemListed', { nftAddress: nft, tokenId: '1' })
    expect(listed).toMatchObject({
      seller: seller.address.toLowerCase(),
      price: parseEther('0.1').toString(),
      address: market.toLowerCase(),
      confirmed: true,
    })

    // Bought: ItemBought synced, the ActiveItem gone from the live list.
    await send(buyer, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'buyItem',
      args: [collection, 1n],
      value: parseEther('0.1'),
    } as never)
    await expect(item(1)).toHaveCount(0, { timeout: 2_000 })
    await expect(item(2)).toHaveCount(1)
    expect(await rows('ItemBought', { nftAddress: nft, tokenId: '1' })).toEqual([
      expect.objectContaining({ buyer: buyer.address.toLowerCase(), confirmed: true }),
    ])

    // Cancelled: likewise.
    await send(seller, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'cancelListing',
      args: [collection, 2n],
    } as never)
    await expect(item(2)).toHaveCount(0, { timeout: 2_000 })
    expect(await rows('ItemCanceled', { nftAddress: nft, tokenId: '2' })).toHaveLength(1)
    expect(await rows('ActiveItem', { nftAddress: nft })).toEqual([])

    // runContractFunction, signed out: the collection's name as viem reads it.
    const name = await chain.readContract({ address: collection, abi: creatorCollectionAbi, functionName: 'name' })
    await page.getByLabel('Contract address').fill(collection)
    await page.getByRole('button', { name: 'Read name' }).click()
    await expect(page.getByTestId('contract-name')).toHaveText(name)
  } finally {
    await app.close()
  }
})
