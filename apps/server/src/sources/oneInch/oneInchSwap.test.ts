import { NATIVE_TOKEN } from '@vitrine/api'
import { devAccount } from '@vitrine/devchain'
import { type FakeOneInch, freePort, startFakeOneInch, waitFor } from '@vitrine/testkit'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { RARIBLE_LISTED } from '../../../test/raribleListed.ts'
import { type ServerProcess, spawnServer } from '../../../test/spawnServer.ts'

const stack = inject('stack')
const vusd = stack.deployment.demoToken
const router = '0x111111125421cA6dc452d289314280a0f8842A65'
const apiKey = 'test-1inch-key'
const taker = devAccount(8).address
let fake: FakeOneInch
let server: ServerProcess
let base: string

/** 1 ETH = 3,000 vUSD both ways (no fee), and no more than 50 ETH of liquidity. */
const price = (src: string, dst: string, amount: bigint) => {
  const out =
    src.toLowerCase() === vusd.toLowerCase() && dst === NATIVE_TOKEN
      ? (amount * 10n ** 9n) / 3n
      : src === NATIVE_TOKEN
        ? (amount * 3n) / 10n ** 9n
        : 0n
  return (src === NATIVE_TOKEN ? amount : out) > parseEther('50') ? null : out
}

/** A backend configured with 1inch's API (the fake), as an operator would set it. */
beforeAll(async () => {
  fake = await startFakeOneInch({
    apiKey,
    chainId: stack.chainId,
    router,
    price,
    tokens: [
      { address: NATIVE_TOKEN, symbol: 'ETH', decimals: 18 },
      { address: vusd, symbol: 'vUSD', decimals: 6 },
    ],
  })
  const port = await freePort()
  server = spawnServer({
    PORT: String(port),
    DATABASE_URL: stack.databaseUrl,
    MASTER_KEY: stack.masterKey,
    RPC_URL: stack.rpcUrl,
    WETH_ADDRESS: stack.deployment.weth,
    ONEINCH_API_URL: fake.url,
    ONEINCH_API_KEY: apiKey,
    LOG_LEVEL: 'error',
  })
  base = `http://localhost:${port}/server`
  // A refused connection is a backend not listening yet: asked again until the time limit.
  await waitFor(async () => (await fetch(`${base}/health`).catch(() => null))?.ok === true, 110_000).catch(
    (error: Error) => {
      throw new Error(`the backend with 1inch did not start:\n${server.output()}`, { cause: error })
    },
  )
}, 120_000)
afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  await fake?.close()
})

async function call(name: string, params: unknown) {
  const response = await fetch(`${base}/functions/${name}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
  const body = (await response.json()) as { result?: any; code?: number; error?: string }
  return { status: response.status, ...body }
}

const quoteOf = (buyAmount: bigint) =>
  call('getSwapQuote', { sellToken: vusd, buyToken: NATIVE_TOKEN, buyAmount: String(buyAmount), taker })

test('getSwapTokens: the tokens 1inch lists, asked with the API key', async () => {
  const { status, result } = await call('getSwapTokens', {})
  expect(status).toBe(200)
  expect(result).toEqual([
    { address: NATIVE_TOKEN, symbol: 'ETH', decimals: 18 },
    { address: vusd, symbol: 'vUSD', decimals: 6 },
  ])
  expect(fake.requests.some((url) => url.pathname === `/swap/v6.0/${stack.chainId}/tokens`)).toBe(true)
})

test("an exact output through 1inch's exact input: even at the full slippage the taker gets the amount", async () => {
  const buyAmount = parseEther('0.05')
  const { status, result } = await quoteOf(buyAmount)
  expect(status).toBe(200)
  // 150 vUSD at the rate, plus twice the 0.5 % slippage so that the least 1inch gives still covers it.
  expect(result).toMatchObject({
    source: 'oneInch',
    sellToken: vusd,
    buyToken: NATIVE_TOKEN,
    sellAmount: '151500000',
    maxSellAmount: '151500000',
    buyAmount: parseEther('0.0505').toString(),
    slippageBps: 50,
    approval: { token: vusd, spender: router, amount: '151500000' },
    tx: { to: router, value: '0' },
  })
  expect(BigInt(result.minBuyAmount)).toBeGreaterThanOrEqual(buyAmount)
  expect(result.tx.data).toMatch(/^0x07ed2379/)
  const swap = fake.requests.findLast((url) => url.pathname.endsWith('/swap'))
  expect(Object.fromEntries(swap?.searchParams ?? [])).toMatchObject({
    src: vusd,
    dst: NATIVE_TOKEN,
    amount: '151500000',
    from: taker,
    slippage: '0.5',
  })
})

test('an allowance 1inch already has asks for no approval', async () => {
  fake.setAllowance(vusd, taker, 10n ** 12n)
  const { result } = await quoteOf(parseEther('0.05'))
  expect(result.approval).toBeNull()
})

test('1inch finding no liquidity is a clear "no route", never a 5xx', async () => {
  const answer = await quoteOf(parseEther('60'))
  expect(answer.status).toBe(404)
  expect(answer.code).toBe(101)
  expect(answer.error).toMatch(/^No route for this swap: 1inch finds not enough liquidity/)
})

test('a token 1inch does not list is a 400 with a sentence', async () => {
  const answer = await call('getSwapQuote', {
    sellToken: stack.deployment.seaport,
    buyToken: NATIVE_TOKEN,
    buyAmount: '1000',
    taker,
  })
  expect(answer.status).toBe(400)
  expect(answer.error).toMatch(/^sellToken 0x[0-9a-fA-F]{40} is not a token 1inch swaps on this chain\.$/)
})

test('1inch not answering is an outage to retry (503), not a fact about the swap', async () => {
  await fake.close()
  const answer = await quoteOf(parseEther('0.05'))
  expect(answer.status).toBe(503)
  expect(answer.code).toBe(100)
  expect(answer.error).toMatch(/temporarily unavailable/)
})

// This backend has no RARIBLE_API_URL / RARIBLE_API_KEY; the test stack's own has them, and its fake lists this token.
test("Rarible's read-only listings are off by default: both functions answer off, with no listings", async () => {
  const token = await call('getRaribleListings', RARIBLE_LISTED)
  expect(token).toEqual({ status: 200, result: { enabled: false, results: [] } })
  const collection = await call('getRaribleCollectionListings', { address: RARIBLE_LISTED.address })
  expect(collection).toEqual({ status: 200, result: { enabled: false, results: [] } })
})
