import { expect, test } from 'vitest'
import { amountInAlong, amountOutAlong, maxSellFor, minBuyFor } from './swapMath.ts'

test('slippage widens a quote in the taker’s disfavour, rounding against the taker', () => {
  expect(maxSellFor(10_000n, 50)).toBe(10_050n)
  expect(maxSellFor(1n, 50)).toBe(2n)
  expect(maxSellFor(1_000n, 0)).toBe(1_000n)
  expect(minBuyFor(10_000n, 50)).toBe(9_950n)
  expect(minBuyFor(1n, 50)).toBe(0n)
})

test('a route prices like Uniswap V2’s router: 0.3% per hop, exact output rounded up', () => {
  const pool = { reserveIn: 1_000_000n, reserveOut: 500_000n }
  // getAmountIn(1000, 1e6, 5e5) = 1e6·1000·1000 / (499,000·997) + 1
  expect(amountInAlong(1_000n, [pool])).toBe(2_011n)
  expect(amountOutAlong(2_011n, [pool])).toBeGreaterThanOrEqual(1_000n)
  // Two hops: the last hop is priced first, its input is the first hop's output.
  const second = { reserveIn: 300_000n, reserveOut: 900_000n }
  const along = amountInAlong(3_000n, [pool, second])
  expect(along).toBe(amountInAlong(amountInAlong(3_000n, [second]) as bigint, [pool]))
  expect(amountOutAlong(along as bigint, [pool, second])).toBeGreaterThanOrEqual(3_000n)
})

test('a pool too small for the amount, or empty, has no price (the router reverts)', () => {
  expect(amountInAlong(500_000n, [{ reserveIn: 1_000_000n, reserveOut: 500_000n }])).toBeNull()
  expect(amountInAlong(1n, [{ reserveIn: 0n, reserveOut: 0n }])).toBeNull()
  expect(amountOutAlong(1n, [{ reserveIn: 0n, reserveOut: 0n }])).toBeNull()
  expect(amountInAlong(0n, [{ reserveIn: 10n, reserveOut: 10n }])).toBeNull()
})
