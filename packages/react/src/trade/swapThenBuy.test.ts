// @vitest-environment node
import { type MarketConfig, type MarketOrder, NATIVE_TOKEN, SwapQuote, SyncStatus } from '@vitrine/api'
import { type AnvilHandle, devAccount, startAnvil } from '@vitrine/devchain'
import { CANONICAL_SEAPORT } from '@vitrine/market'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, createWalletClient, custom, type EIP1193Provider, http, zeroAddress } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createParseClient } from '../client/createParseClient.ts'
import { swapThenBuy } from './swapThenBuy.ts'
import { openTradeSession, type TradeContext } from './tradeSession.ts'

/**
 * The buyer's wallet is a provider on anvil (its dev accounts are unlocked: a transaction it is
 * asked to send is sent). The backend is scripted, as in dataHooks.test.tsx: the market config,
 * and a fresh quote checked against the contract's `SwapQuote` schema.
 */
let anvil: AnvilHandle
const buyer = devAccount(1).address
const WALLET_ACTIONS = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
])
let walletActions: string[] = []
let fresh: SwapQuote
/** The lazy listing's one transaction, as getFillTransaction answers it (a plain transfer here). */
const redeemTx = { to: devAccount(7).address, data: '0x', value: '1' }
/** An indexer that has read every block (the trade's last step waits for it). */
const caughtUp = SyncStatus.parse({
  chainId: foundry.id,
  headBlock: 1e6,
  indexedBlock: 1e6,
  lagBlocks: 0,
  backfilling: false,
})

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
}, 60_000)
afterAll(() => anvil?.stop())

const marketConfig: MarketConfig = {
  chainId: foundry.id,
  seaport: CANONICAL_SEAPORT,
  conduitKey: `0x${'00'.repeat(32)}`,
  conduit: '0x1E0049783F008A0085193E00003D00cd54003c71',
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  offerCurrencies: [{ address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', symbol: 'WETH', decimals: 18 }],
  feeRecipient: null,
  feeBps: 0,
  zone: zeroAddress,
  sources: [],
}

function contextOf(): TradeContext {
  const rpc = createPublicClient({ transport: http(anvil.rpcUrl) })
  const provider = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (WALLET_ACTIONS.has(method)) walletActions.push(method)
      return rpc.request({ method, params } as never)
    },
    on: () => {},
    removeListener: () => {},
  } as unknown as EIP1193Provider
  const client = createParseClient({
    appId: 'vitrine',
    serverUrl: 'http://backend.test/server',
    fetch: async (input) => {
      const name = new URL(String(input)).pathname.replace('/server/functions/', '')
      const result =
        name === 'getMarketConfig'
          ? marketConfig
          : name === 'getFillTransaction'
            ? redeemTx
            : name === 'getSyncStatus'
              ? caughtUp
              : SwapQuote.parse(fresh)
      return new Response(JSON.stringify({ result }), { headers: { 'Content-Type': 'application/json' } })
    },
  })
  return {
    client,
    wallet: {
      web3: createWalletClient({ account: buyer, transport: custom(provider) }),
      chainId: foundry.id,
      account: buyer,
      connector: { type: 'injected', network: 'evm', name: 'Test wallet' },
      provider,
    },
    step: () => {},
  }
}

/** Pays ETH for 1,000 units of a token; sending its `tx` is a plain transfer to dev account 9 (it would go through). */
const quoteOf = (overrides: Partial<SwapQuote> = {}): SwapQuote => ({
  source: 'oneInch',
  sellToken: NATIVE_TOKEN,
  buyToken: devAccount(8).address,
  sellAmount: '1000',
  buyAmount: '1000',
  minBuyAmount: '1000',
  maxSellAmount: '1010',
  slippageBps: 100,
  approval: null,
  tx: { to: devAccount(9).address, data: '0x', value: '1000' },
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
})
const request = { sellToken: NATIVE_TOKEN, buyToken: devAccount(8).address, buyAmount: '1000', taker: buyer }

/** How swapThenBuy ended, what the wallet was asked to do and whether the buyer's nonce moved. */
async function outcomeOf(quote: SwapQuote, orders: MarketOrder[] = []) {
  const context = contextOf()
  const session = await openTradeSession(context)
  const nonce = () => session.chain.getTransactionCount({ address: buyer })
  const before = await nonce()
  walletActions = []
  const error = await swapThenBuy(session, context, { orders, quote, request }).then(
    () => null,
    (e: Error & { reason?: string }) => e,
  )
  return { reason: error?.reason, message: error?.message, walletActions, nonceMoved: (await nonce()) !== before }
}

test('a quote in time and within its slippage goes to the wallet: the swap is sent', async () => {
  fresh = quoteOf()
  // The fill after it fails (no listings on this chain): the swap before it is what counts here.
  expect(await outcomeOf(quoteOf())).toMatchObject({ walletActions: ['eth_sendTransaction'], nonceMoved: true })
})

test('an expired quote is refused in words before the wallet is asked for anything', async () => {
  const quote = quoteOf({ expiresAt: new Date(Date.now() - 1000).toISOString() })
  fresh = quoteOf()
  expect(await outcomeOf(quote)).toEqual({
    reason: 'quoteExpired',
    message: 'The quote has expired: close this and get a new quote. Nothing was spent.',
    walletActions: [],
    nonceMoved: false,
  })
})

test('a price that moved beyond the slippage since the quote is refused in words before the wallet is asked', async () => {
  fresh = quoteOf({ sellAmount: '1011', maxSellAmount: '1021' })
  expect(await outcomeOf(quoteOf())).toEqual({
    reason: 'priceMoved',
    message:
      'The price moved beyond your slippage since the quote: get a new quote, or allow more slippage. Nothing was spent.',
    walletActions: [],
    nonceMoved: false,
  })
})

test('a lazy listing paid in another token is bought by its redeem after the swap, not refused by a Seaport fill', async () => {
  fresh = quoteOf()
  const lazy = { orderHash: `0x${'11'.repeat(32)}`, kind: 'lazy', maker: devAccount(2).address } as MarketOrder
  const redeemed = () => createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: redeemTx.to })
  const before = await redeemed()
  // The wallet sends the swap, then the redeem; the trade ends without an error.
  expect(await outcomeOf(quoteOf(), [lazy])).toEqual({
    reason: undefined,
    message: undefined,
    walletActions: ['eth_sendTransaction', 'eth_sendTransaction'],
    nonceMoved: true,
  })
  expect(await redeemed()).toBe(before + 1n)
})
