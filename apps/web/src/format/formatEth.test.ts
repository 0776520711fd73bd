import { expect, test } from 'vitest'
import { formatAmount, formatEth } from './formatEth.ts'

test('wei as ETH for people', () => {
  expect(formatEth(null)).toBe('—')
  expect(formatEth('0')).toBe('0 ETH')
  expect(formatEth('1500000000000000000')).toBe('1.5 ETH')
  expect(formatEth('100000000000000')).toBe('0.0001 ETH')
  expect(formatEth('10000000000000')).toBe('< 0.0001 ETH')
  expect(formatEth('1234500000000000000000')).toBe('1,234.5 ETH')
})

test('an amount of a token by its own symbol and decimals', () => {
  const vusd = { symbol: 'vUSD', decimals: 6 }
  expect(formatAmount('100000000', vusd)).toBe('100 vUSD')
  expect(formatAmount('1234567', vusd)).toBe('1.2346 vUSD')
  expect(formatAmount('10', vusd)).toBe('< 0.0001 vUSD')
  expect(formatAmount('150000000000000000', { symbol: 'WETH', decimals: 18 })).toBe('0.15 WETH')
  expect(formatAmount('7', { symbol: 'RAW', decimals: 0 })).toBe('7 RAW')
})
