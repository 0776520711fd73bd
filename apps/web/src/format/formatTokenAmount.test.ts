import { expect, test } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.ts'

test('token amounts read as people write them, at most 4 decimals', () => {
  expect(formatTokenAmount('150752256', 6)).toBe('150.7523')
  expect(formatTokenAmount('3000000000000', 6)).toBe('3,000,000')
  expect(formatTokenAmount('1', 6)).toBe('< 0.0001')
  expect(formatTokenAmount('0', 18)).toBe('0')
  expect(formatTokenAmount('150752201', 6, true)).toBe('150.7523')
})
