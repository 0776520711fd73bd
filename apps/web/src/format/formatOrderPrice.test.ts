import { expect, test } from 'vitest'
import { formatAmount } from './formatEth.ts'
import { formatOrderPrice, formatUnitPrice } from './formatOrderPrice.ts'

const formatWeth = (wei: string) => formatAmount(wei, { symbol: 'WETH', decimals: 18 })

test("an order's price says how many copies it is for", () => {
  expect(formatOrderPrice({ price: '200000000000000000', amount: '1' })).toBe('0.2 ETH')
  expect(formatOrderPrice({ price: '60000000000000000', amount: '2' })).toBe('0.06 ETH for 2')
  expect(formatOrderPrice({ price: '60000000000000000', amount: '3' }, formatWeth)).toBe('0.06 WETH for 3')
})

test('the price of one copy', () => {
  expect(formatUnitPrice({ price: '200000000000000000', amount: '1' })).toBe('0.2 ETH')
  expect(formatUnitPrice({ price: '60000000000000000', amount: '2' })).toBe('0.03 ETH each')
  expect(formatUnitPrice({ price: '100000000000000000', amount: '3' }, formatWeth)).toBe('0.0333 WETH each')
})
