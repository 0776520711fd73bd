import { expect, test } from 'vitest'
import { chainName } from './chainName.ts'

test('a chain by its name and id, an unknown one by its id', () => {
  expect(chainName(31337)).toBe('Local chain (31337)')
  expect(chainName(1)).toBe('Ethereum (1)')
  expect(chainName(424242)).toBe('Chain 424242')
})
