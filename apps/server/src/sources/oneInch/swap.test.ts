import { NATIVE_TOKEN } from '@vitrine/api'
import { devAccount, walletFor } from '@vitrine/devchain'
import { SwapQuoteError, uniswapV2RouterAbi } from '@vitrine/market'
import { freePort } from '@vitrine/testkit'
import { createPublicClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { expect, inject, test } from 'vitest'
import { createUniswapSwap } from './uniswapSwap.ts'

const stack = inject('stack')
const { demoToken, weth, swapRouter } = stack.deployment
const client = createPublicClient({ transport: http(stack.rpcUrl), pollingInterval: 50 })

async function call(name: string, params: unknown) {
  const response = await fetch(`${stack.serverUrl}/functions/${name}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the result shape of the function it calls
  const body = (await response.json()) as { result?: any; code?: number; error?: string }
  return { status: response.status, ...body }
}

test('getSwapTokens: ETH, WETH and the demo token, with their symbols and decimals', async () => {
  const { status, result } = await call('getSwapTokens', {})
  expect(status).toBe(200)
  expect(result).toEqual([
    { address: NATIVE_TOKEN, symbol: 'ETH', decimals: 18 },
    { address: weth, symbol: 'WETH', decimals: 18 },
    { address: demoToken, symbol: 'vUSD', decimals: 6 },
  ])
})

test('a quote executed on anvil: the taker gets at least minBuyAmount and pays at most maxSellAmount', async () => {
  // Account 8 holds the demo grant and no other server test sends from it.
  const taker = devAccount(8)
  const wallet = walletFor(taker, stack.rpcUrl, stack.chainId)
  const buyAmount = parseEther('0.05')
  const { status, result: quote } = await call('getSwapQuote', {
    sellToken: demoToken.toLowerCase(),
    buyToken: NATIVE_TOKEN,
    buyAmount: buyAmount.toString(),
    taker: taker.address,
    slippageBps: 100,
  })
  expect(status).toBe(200)
  expect(quote).toMatchObject({ source: 'oneInch', sellToken: demoToken, buyToken: NATIVE_TOKEN, slippageBps: 100 })
  // 1 ETH = 3,000 vUSD in the pool, less its 0.3 % fee: about 150.5 vUSD.
  expect(BigInt(quote.sellAmount)).toBeGreaterThan(150_000_000n)
  expect(BigInt(quote.sellAmount)).toBeLessThan(151_000_000n)
  expect(BigInt(quote.maxSellAmount)).toBe((BigInt(quote.sellAmount) * 10_100n + 9_999n) / 10_000n)
  expect(quote.approval).toEqual({ token: demoToken, spender: swapRouter, amount: quote.maxSellAmount })
  expect(Date.parse(quote.expiresAt)).toBeGreaterThan(Date.now())

  const balances = async () => ({
    eth: await client.getBalance({ address: taker.address }),
    vusd: await client.readContract({
      address: demoToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [taker.address],
    }),
  })
  const before = await balances()
  let gas = 0n
  const send = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    gas += receipt.gasUsed * receipt.effectiveGasPrice
  }
  await send(
    await wallet.writeContract({
      address: quote.approval.token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [quote.approval.spender, BigInt(quote.approval.amount)],
    }),
  )
  await send(await wallet.sendTransaction({ to: quote.tx.to, data: quote.tx.data, value: BigInt(quote.tx.value) }))
  const after = await balances()
  expect(after.eth + gas - before.eth).toBeGreaterThanOrEqual(BigInt(quote.minBuyAmount))
  expect(before.vusd - after.vusd).toBeLessThanOrEqual(BigInt(quote.maxSellAmount))
  expect(before.vusd - after.vusd).toBeGreaterThan(0n)

  // Approved now: the next quote asks for no approval.
  const again = await call('getSwapQuote', {
    sellToken: demoToken,
    buyToken: NATIVE_TOKEN,
    buyAmount: '1000',
    taker: taker.address,
  })
  expect(again.result.approval).toBeNull()
  expect(again.result.slippageBps).toBe(50)
})

test('paying with ETH for the demo token: the value sent is the most it takes, no approval', async () => {
  const { result } = await call('getSwapQuote', {
    sellToken: NATIVE_TOKEN,
    buyToken: demoToken,
    buyAmount: '100000000',
    taker: devAccount(8).address,
  })
  expect(result.approval).toBeNull()
  expect(result.tx.value).toBe(result.maxSellAmount)
  expect(result.minBuyAmount).toBe('100000000')
})

const refusals: [string, Record<string, unknown>, RegExp][] = [
  [
    'an unknown token',
    { sellToken: '0x000000000000000000000000000000000000dEaD' },
    /^sellToken 0x0+dEaD is not a token/,
  ],
  ['the same token twice', { buyToken: 'DEMO' }, /^buyToken must differ from sellToken/],
  ['ETH against WETH', { sellToken: 'WETH' }, /wrap or unwrap WETH/],
  ['a zero amount', { buyAmount: '0' }, /^buyAmount must be a positive whole number/],
  ['a fraction', { buyAmount: '1.5' }, /^buyAmount must be a positive whole number/],
  ['more than a uint256', { buyAmount: `${2n ** 256n}` }, /^buyAmount must be a positive whole number/],
  ['a number, not a string', { buyAmount: 1000 }, /^buyAmount must be a positive whole number/],
  ['a taker that is not an address', { taker: '0x1234' }, /^taker must be an address/],
  ['too much slippage', { slippageBps: 6000 }, /^slippageBps must be a whole number of basis points/],
]

test.each(refusals)('getSwapQuote refuses %s with a 400 and a sentence', async (_what, change, message) => {
  const params: Record<string, unknown> = {
    sellToken: demoToken,
    buyToken: NATIVE_TOKEN,
    buyAmount: '1000',
    taker: devAccount(8).address,
    ...change,
  }
  for (const key of ['sellToken', 'buyToken'] as const) {
    if (params[key] === 'DEMO') params[key] = demoToken
    if (params[key] === 'WETH') params[key] = weth
  }
  const answer = await call('getSwapQuote', params)
  expect(answer.status).toBe(400)
  expect(answer.code).toBe(162)
  expect(answer.error).toMatch(message)
})

test('priced from the reserves as the router prices it: every amount, both directions, exact and inverse', async () => {
  const swap = createUniswapSwap(client, { router: swapRouter, weth, tokens: [demoToken] })
  const taker = devAccount(8).address
  const cases = [
    {
      sellToken: demoToken,
      buyToken: NATIVE_TOKEN,
      path: [demoToken, weth],
      amounts: [1n, 10n ** 12n, parseEther('3')],
    },
    { sellToken: NATIVE_TOKEN, buyToken: demoToken, path: [weth, demoToken], amounts: [1n, 150_000_000n, 10n ** 10n] },
  ] as const
  for (const { sellToken, buyToken, path, amounts } of cases)
    for (const buyAmount of amounts) {
      // Other test files trade on the same chain: compare at a block that did not move meanwhile.
      for (;;) {
        const before = await client.getBlockNumber()
        const quote = await swap.quote({ sellToken, buyToken, buyAmount: String(buyAmount), taker, slippageBps: 0 })
        const price = await swap.priceOf({ sellToken, buyToken, sellAmount: BigInt(quote.sellAmount) })
        const read = (functionName: 'getAmountsIn' | 'getAmountsOut', amount: bigint) =>
          client.readContract({
            address: swapRouter,
            abi: uniswapV2RouterAbi,
            functionName,
            args: [amount, [...path]],
            blockNumber: before,
          })
        const [amountsIn, amountsOut] = [
          await read('getAmountsIn', buyAmount),
          await read('getAmountsOut', BigInt(quote.sellAmount)),
        ]
        if ((await client.getBlockNumber()) !== before) continue
        expect(quote.sellAmount).toBe(String(amountsIn[0]))
        expect(price).toBe(amountsOut[amountsOut.length - 1])
        expect(price).toBeGreaterThanOrEqual(buyAmount)
        break
      }
    }
})

test('more than the pool holds: a clear "no route", never a 5xx', async () => {
  const answer = await call('getSwapQuote', {
    sellToken: demoToken,
    buyToken: NATIVE_TOKEN,
    buyAmount: parseEther('200').toString(),
    taker: devAccount(8).address,
  })
  // Parse answers "object not found" (101) with HTTP 404.
  expect(answer.status).toBe(404)
  expect(answer.code).toBe(101)
  expect(answer.error).toMatch(/^No route for this swap: the pool has not enough liquidity/)
})

test('a chain node that does not answer is an outage, not a fact about the swap', async () => {
  const silent = createPublicClient({ transport: http(`http://127.0.0.1:${await freePort()}`, { retryCount: 0 }) })
  const swap = createUniswapSwap(silent, { router: swapRouter, weth, tokens: [demoToken] })
  const quote = swap.quote({
    sellToken: demoToken,
    buyToken: NATIVE_TOKEN,
    buyAmount: '1000',
    taker: devAccount(8).address,
    slippageBps: 50,
  })
  await expect(quote).rejects.toBeInstanceOf(SwapQuoteError)
  await expect(quote).rejects.toMatchObject({ failure: 'unavailable' })
})
