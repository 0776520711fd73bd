import { describe, expect, it } from 'vitest'
import { parseEth } from './parseEth.ts'

describe('parseEth', () => {
  it('reads amounts as people type them', () => {
    expect(parseEth('1')).toBe(10n ** 18n)
    expect(parseEth('0.5')).toBe(5n * 10n ** 17n)
    expect(parseEth(' .25 ')).toBe(25n * 10n ** 16n)
    expect(parseEth('0.000000000000000001')).toBe(1n)
  })
  it('refuses what is not a positive amount', () => {
    for (const text of ['', '0', '0.0', 'abc', '-1', '1.2.3', '1e18', '0.0000000000000000001'])
      expect(parseEth(text)).toBeNull()
  })
})
