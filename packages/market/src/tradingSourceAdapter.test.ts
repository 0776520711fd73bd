import { expect, test } from 'vitest'
import { describeSources, disabledSource } from './tradingSourceAdapter.ts'

test('every source is reported once, in the enumeration order, whether an adapter was given or not', () => {
  const opensea = { name: 'opensea' as const, enabled: true, capabilities: ['list', 'fill'] as const, config: null }
  expect(describeSources([disabledSource('rarible', ['list', 'fill']), opensea])).toEqual([
    { name: 'oneInch', enabled: false, capabilities: [] },
    { name: 'opensea', enabled: true, capabilities: ['list', 'fill'] },
    { name: 'fiat', enabled: false, capabilities: [] },
    { name: 'rarible', enabled: false, capabilities: ['list', 'fill'] },
  ])
})
