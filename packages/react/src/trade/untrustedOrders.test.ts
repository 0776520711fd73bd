// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MarketConfig, MarketOrder } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import {
  type AnvilHandle,
  type Deployment,
  devAccount,
  prepareChain,
  startAnvil,
  walletFor,
  weth9Artifact,
} from '@vitrine/devchain'
import {
  getOrderHash,
  listingComponents,
  type OrderComponents,
  offerComponents,
  toOrderComponentsJson,
} from '@vitrine/market'
import { freePort } from '@vitrine/testkit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type Hash,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createParseClient } from '../client/createParseClient.ts'
import { buyListings } from './buyListings.ts'
import { takeOffer } from './fillOrders.ts'
import { openTradeSession, type TradeContext } from './tradeSession.ts'

/**
 * A backend that answers whatever it is told (as a compromised or buggy one would): the market's
 * terms, and orders it says are active. The chain is real (anvil with Seaport, its conduit, WETH,
 * a collection with a 5% royalty, and an attacker's own WETH9), and each order is backed as a
 * real one would be (the maker's balance and allowance, the seller's item and approval): only what
 * the order pays can stop it. Nothing the SDK refuses reaches the wallet.
 */
let anvil: AnvilHandle
let deployment: Deployment
let dataDir: string
let walletActions: string[] = []
const taker = devAccount(2).address
const maker = devAccount(8).address
const stranger = devAccount(5).address
const feeRecipient = devAccount(0).address
const seller = devAccount(3).address
const royaltyReceiver = devAccount(1).address
let collection: Address
let fakeWeth: Address

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-react-untrusted-'))
  deployment = await prepareChain({ rpcUrl: anvil.rpcUrl, dataDir, assetsBaseUrl: '', seed: false, log: () => {} })
  const chain = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 50 })
  const mined = async (hash: Hash) => (await chain.waitForTransactionReceipt({ hash })).logs
  const wallet = (index: number) => walletFor(devAccount(index), anvil.rpcUrl, foundry.id)
  const [created] = parseEventLogs({
    abi: collectionFactoryAbi,
    eventName: 'CollectionCreated',
    logs: await mined(
      await wallet(1).writeContract({
        address: deployment.collectionFactory,
        abi: collectionFactoryAbi,
        functionName: 'createCollection',
        args: ['Trust', 'TRST', '', 0n, royaltyReceiver, 500n],
      }),
    ),
  })
  collection = created?.args.collection as Address
  // Token 1 is the taker's (it accepts offers on it), token 2 the seller's (listed, the conduit approved).
  for (const to of [taker, seller])
    await mined(
      await wallet(1).writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mint',
        args: [to, ''],
      }),
    )
  await mined(
    await wallet(3).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'setApprovalForAll',
      args: [deployment.conduit, true],
    }),
  )
  // The attacker's own WETH9 ("Wrapped Ether", WETH); the maker holds and approves 20 of it and of the real one.
  const receipt = await chain.waitForTransactionReceipt({
    hash: await wallet(8).deployContract({ abi: weth9Artifact.abi, bytecode: weth9Artifact.bytecode }),
  })
  fakeWeth = receipt.contractAddress as Address
  const wethAbi = parseAbi(['function deposit() payable', 'function approve(address, uint256) returns (bool)'])
  // The taker holds WETH too: seaport-js would let it pay an offer's WETH back to its maker.
  await mined(
    await wallet(2).writeContract({
      address: deployment.weth,
      abi: wethAbi,
      functionName: 'deposit',
      value: parseEther('20'),
    }),
  )
  for (const token of [deployment.weth, fakeWeth]) {
    await mined(
      await wallet(8).writeContract({ address: token, abi: wethAbi, functionName: 'deposit', value: parseEther('20') }),
    )
    await mined(
      await wallet(8).writeContract({
        address: token,
        abi: wethAbi,
        functionName: 'approve',
        args: [deployment.conduit, maxUint256],
      }),
    )
  }
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const config = (): MarketConfig => ({
  chainId: foundry.id,
  seaport: deployment.seaport,
  conduitKey: deployment.conduitKey,
  conduit: deployment.conduit,
  weth: deployment.weth,
  offerCurrencies: [{ address: deployment.weth, symbol: 'WETH', decimals: 18 }],
  feeRecipient,
  feeBps: 100,
  zone: '0x0000000000000000000000000000000000000000',
  sources: [],
})

function contextOf(): TradeContext {
  const rpc = createPublicClient({ transport: http(anvil.rpcUrl) })
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (/^eth_(send|sign)|^personal_sign/.test(method)) walletActions.push(method)
      return rpc.request({ method, params } as never)
    },
    on: () => {},
    removeListener: () => {},
  } as unknown as EIP1193Provider
  const client = createParseClient({
    appId: 'vitrine',
    serverUrl: 'http://backend.test/server',
    fetch: async () =>
      new Response(JSON.stringify({ result: config() }), { headers: { 'Content-Type': 'application/json' } }),
  })
  return {
    client,
    wallet: {
      web3: createWalletClient({ account: taker, transport: custom(provider) }),
      chainId: foundry.id,
      account: taker,
      connector: { type: 'injected', network: 'evm', name: 'Test wallet' },
      provider,
    },
    step: () => {},
  }
}

const price = parseEther('10')
const token = (tokenId: bigint) => ({ standard: 'ERC721', address: collection, tokenId }) as const
const draftTerms = (offerer: Address) => ({
  offerer,
  startTime: 1n,
  endTime: 4_000_000_000n,
  salt: 1n,
  counter: 0n,
  market: { feeRecipient, feeBps: 100, conduitKey: deployment.conduitKey },
  royalty: { receiver: royaltyReceiver, amount: price / 20n },
})

/** The order as the backend would answer it: active, whatever it pays. */
function asServed(components: OrderComponents, side: 'listing' | 'offer'): MarketOrder {
  const [offered] = components.offer
  return {
    orderHash: getOrderHash(components),
    side,
    kind: side,
    maker: components.offerer,
    address: collection,
    tokenId: side === 'offer' ? '1' : '2',
    amount: '1',
    price: price.toString(),
    currency: side === 'offer' ? (offered?.token as Address) : '0x0000000000000000000000000000000000000000',
    startTime: '1',
    endTime: '4000000000',
    status: 'active',
    statusReason: null,
    revived: false,
    source: 'opensea',
    parameters: toOrderComponentsJson(components),
    voucher: null,
    signature: `0x${'11'.repeat(65)}`,
    createdAt: new Date().toISOString(),
  } as MarketOrder
}

/** The order with one more payment of its currency to `recipient`. */
function paying(components: OrderComponents, recipient: Address, amount: bigint): OrderComponents {
  const [offered] = components.offer
  const erc20 = offered?.itemType === 1
  return {
    ...components,
    consideration: [
      ...components.consideration,
      {
        itemType: erc20 ? 1 : 0,
        token: erc20 ? (offered?.token as Address) : '0x0000000000000000000000000000000000000000',
        identifierOrCriteria: 0n,
        startAmount: amount,
        endAmount: amount,
        recipient,
      },
    ],
  }
}

/** How accepting the offer (or buying the listing) ended, and what the wallet was asked for. */
async function outcomeOf(order: MarketOrder) {
  const context = contextOf()
  const session = await openTradeSession(context)
  walletActions = []
  const run = order.side === 'offer' ? takeOffer(session, context, order, '1') : buyListings(session, context, [order])
  const error = await run.then(
    () => null,
    (e: Error & { reason?: string }) => e,
  )
  return { reason: error?.reason, message: error?.message, walletActions }
}

test('an offer in a token the market does not take is refused before the wallet is asked, whatever the server said', async () => {
  // The attacker's own WETH9: any token that is not one of the market's currencies.
  const fake = offerComponents(token(1n), price, fakeWeth, draftTerms(maker))
  expect(await outcomeOf(asServed(fake, 'offer'))).toEqual({
    reason: 'untrusted',
    message: 'This offer is paid in a token this marketplace does not take: it cannot be accepted here.',
    walletActions: [],
  })
})

test('an offer paying WETH back to its maker, or a listing paying a stranger, is refused before the wallet is asked', async () => {
  const back = paying(offerComponents(token(1n), price, deployment.weth, draftTerms(maker)), maker, parseEther('9.9'))
  expect(await outcomeOf(asServed(back, 'offer'))).toMatchObject({ reason: 'untrusted', walletActions: [] })
  // The royalty and fee at the listing's whole price (what a buyer sends), plus 1 ETH to a stranger.
  const listing = (extra: Address, amount: bigint) => {
    const total = price + amount
    const terms = { ...draftTerms(seller), royalty: { receiver: royaltyReceiver, amount: total / 20n } }
    const drafted = listingComponents(token(2n), total, terms)
    const [proceeds, ...rest] = drafted.consideration
    const lessProceeds = proceeds && {
      ...proceeds,
      startAmount: proceeds.startAmount - amount,
      endAmount: proceeds.endAmount - amount,
    }
    return paying({ ...drafted, consideration: [lessProceeds, ...rest] as typeof rest }, extra, amount)
  }
  expect(await outcomeOf(asServed(listing(stranger, parseEther('1')), 'listing'))).toMatchObject({
    reason: 'untrusted',
    walletActions: [],
  })
  // The royalty receiver paid one wei more than its royalty at that price.
  expect(await outcomeOf(asServed(listing(royaltyReceiver, 1n), 'listing'))).toMatchObject({
    reason: 'untrusted',
    walletActions: [],
  })
})

test('an honest WETH offer passes the check and is judged on the chain as before (here: its maker holds no WETH)', async () => {
  const honest = offerComponents(token(1n), price, deployment.weth, draftTerms(devAccount(6).address))
  expect(await outcomeOf(asServed(honest, 'offer'))).toEqual({
    reason: 'offerNotBacked',
    message: "This offer is no longer backed: the buyer's WETH is below its price.",
    walletActions: [],
  })
})
