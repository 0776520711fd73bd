import { expect, test } from 'vitest'
import { activityLabel, activityPrice } from './activityLabels.ts'

const ZERO = '0x0000000000000000000000000000000000000000'
const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const

test('a transfer to nobody is a burn', () => {
  expect(activityLabel({ type: 'transfer', to: ZERO })).toBe('Burn')
  expect(activityLabel({ type: 'list', to: null })).toBe('Listing')
})

test('a price in the currency it was paid in', () => {
  expect(activityPrice({ price: '200000000000000000', currency: ZERO }, WETH)).toBe('0.2 ETH')
  expect(activityPrice({ price: '200000000000000000', currency: null }, undefined)).toBe('0.2 ETH')
  expect(activityPrice({ price: '150000000000000000', currency: WETH.toLowerCase() as `0x${string}` }, WETH)).toBe(
    '0.15 WETH',
  )
  // Another token's decimals are unknown here: no number that could be a thousand times off.
  expect(activityPrice({ price: '150000000', currency: '0x1111111111111111111111111111111111111111' }, WETH)).toBe(
    'Paid in a token',
  )
  // WETH's address not known yet: not called ETH either.
  expect(activityPrice({ price: '1', currency: WETH }, undefined)).toBe('Paid in a token')
  expect(activityPrice({ price: null, currency: null }, WETH)).toBe('—')
})
