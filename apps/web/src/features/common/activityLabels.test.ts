import { expect, test } from 'vitest'
import { activityLabel, activityPrice } from './activityLabels.ts'

const ZERO = '0x0000000000000000000000000000000000000000'
const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const VUSD = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6' as const
const currencies = [
  { address: WETH, symbol: 'WETH', decimals: 18 },
  { address: VUSD, symbol: 'vUSD', decimals: 6 },
]

test('a transfer to nobody is a burn', () => {
  expect(activityLabel({ type: 'transfer', to: ZERO })).toBe('Burn')
  expect(activityLabel({ type: 'list', to: null })).toBe('Listing')
})

test('a price in the currency it was paid in', () => {
  expect(activityPrice({ price: '200000000000000000', currency: ZERO }, currencies)).toBe('0.2 ETH')
  expect(activityPrice({ price: '200000000000000000', currency: null }, undefined)).toBe('0.2 ETH')
  expect(
    activityPrice({ price: '150000000000000000', currency: WETH.toLowerCase() as `0x${string}` }, currencies),
  ).toBe('0.15 WETH')
  // A currency the operator lists, by its own symbol and decimals.
  expect(activityPrice({ price: '150000000', currency: VUSD }, currencies)).toBe('150 vUSD')
  // Another token (an attacker's "WETH" included) is not the market's: no number, no borrowed name.
  expect(
    activityPrice({ price: '150000000', currency: '0x1111111111111111111111111111111111111111' }, currencies),
  ).toBe('Paid in a token')
  // The market's currencies not known yet: not called ETH either.
  expect(activityPrice({ price: '1', currency: WETH }, undefined)).toBe('Paid in a token')
  expect(activityPrice({ price: null, currency: null }, currencies)).toBe('—')
})
