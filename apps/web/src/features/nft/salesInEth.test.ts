import type { Activity } from '@vitrine/api'
import { expect, test } from 'vitest'
import { salesInEth } from './salesInEth.ts'

const WETH = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const sale = (price: string | null, currency: string | null) =>
  ({ type: 'sale', price, currency }) as unknown as Activity

test("a chart in ETH draws sales in ETH and the market's WETH, oldest first; not a sale in an attacker's token", () => {
  const newestFirst = [
    sale('3', '0x0000000000000000000000000000000000000000'),
    sale('10000000000000000000', '0x1111111111111111111111111111111111111111'),
    sale('2', WETH.toLowerCase()),
    sale(null, null),
    sale('1', null),
  ]
  expect(salesInEth(newestFirst, WETH).map((s) => s.price)).toEqual(['1', '2', '3'])
  // The market's terms not read yet: WETH is not assumed either.
  expect(salesInEth(newestFirst, undefined).map((s) => s.price)).toEqual(['1', '3'])
  expect(newestFirst[0]?.price).toBe('3')
})
