import { expect, test } from 'vitest'
import { formatEth } from './formatEth.ts'

test('wei as ETH for people', () => {
  expect(formatEth(null)).toBe('—')
  expect(formatEth('0')).toBe('0 ETH')
  expect(formatEth('1500000000000000000')).toBe('1.5 ETH')
  expect(formatEth('100000000000000')).toBe('0.0001 ETH')
  expect(formatEth('10000000000000')).toBe('< 0.0001 ETH')
  expect(formatEth('1234500000000000000000')).toBe('1,234.5 ETH')
})
