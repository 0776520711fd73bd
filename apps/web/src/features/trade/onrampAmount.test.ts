import { expect, test } from 'vitest'
import { onrampAmount } from './onrampAmount.ts'

const eth = (text: string) => BigInt(Math.round(Number(text) * 1e6)) * 10n ** 12n

test('what the wallet lacks, rounded up to 6 decimals; nothing when it has enough', () => {
  expect(onrampAmount(eth('1'), eth('0.25'))).toBe('0.75')
  expect(onrampAmount(eth('2'), 0n)).toBe('2')
  expect(onrampAmount(eth('0.5') + 1n, eth('0.5'))).toBe('0.000001')
  expect(onrampAmount(eth('1'), eth('1'))).toBeNull()
  expect(onrampAmount(eth('1'), eth('3'))).toBeNull()
})
