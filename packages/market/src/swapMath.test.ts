import { expect, test } from 'vitest'
import { maxSellFor, minBuyFor } from './swapMath.ts'

test('slippage widens a quote in the taker’s disfavour, rounding against the taker', () => {
  expect(maxSellFor(10_000n, 50)).toBe(10_050n)
  expect(maxSellFor(1n, 50)).toBe(2n)
  expect(maxSellFor(1_000n, 0)).toBe(1_000n)
  expect(minBuyFor(10_000n, 50)).toBe(9_950n)
  expect(minBuyFor(1n, 50)).toBe(0n)
})
