import type { SwapQuote } from '@vitrine/api'
import { expect, test } from 'vitest'
import { quoteProblem } from './quoteProblem.ts'

const quote = (sellAmount: string, maxSellAmount: string): SwapQuote => ({
  source: 'oneInch',
  sellToken: '0x0000000000000000000000000000000000000001',
  buyToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  sellAmount,
  buyAmount: '1000',
  minBuyAmount: '1000',
  maxSellAmount,
  slippageBps: 100,
  approval: null,
  tx: { to: '0x0000000000000000000000000000000000000002', data: '0x', value: '0' },
  expiresAt: '2030-01-01T00:00:00.000Z',
})
const before = Date.parse('2029-12-31T23:59:00.000Z')

test('a quote within its time and slippage goes ahead', () => {
  expect(quoteProblem(quote('100', '101'), quote('101', '102'), before)).toBeNull()
})

test('a quote past its expiry is refused in words', () => {
  const problem = quoteProblem(quote('100', '101'), null, Date.parse('2030-01-01T00:00:00.000Z'))
  expect(problem?.reason).toBe('quoteExpired')
  expect(problem?.message).toMatch(/^The quote has expired/)
})

test('a price that moved beyond the slippage is refused in words', () => {
  const problem = quoteProblem(quote('100', '101'), quote('102', '103'), before)
  expect(problem?.reason).toBe('priceMoved')
  expect(problem?.message).toMatch(/^The price moved beyond your slippage/)
})
