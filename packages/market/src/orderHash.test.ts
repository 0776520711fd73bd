import { hashStruct, maxUint256, zeroAddress, zeroHash } from 'viem'
import { expect, test } from 'vitest'
import { getOrderHash } from './orderHash.ts'
import { type OrderComponents, orderComponentsTypes } from './seaportTypes.ts'

const A = '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67'
const B = '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'
const item = (n: bigint) =>
  ({ itemType: 2, token: A, identifierOrCriteria: n, startAmount: 1n, endAmount: n + 1n }) as const
const order = (overrides: Partial<OrderComponents>): OrderComponents => ({
  offerer: A,
  zone: zeroAddress,
  offer: [item(1n)],
  consideration: [{ ...item(2n), itemType: 0, recipient: B }],
  orderType: 0,
  startTime: 1n,
  endTime: 2n,
  zoneHash: zeroHash,
  salt: 3n,
  conduitKey: `0x${'ab'.repeat(32)}`,
  counter: 0n,
  ...overrides,
})

test('the order hash is the EIP-712 struct hash of any shape of order (checked against a generic encoder)', () => {
  const orders = [
    order({}),
    order({ offer: [], consideration: [] }),
    order({ offer: [item(1n), item(maxUint256 - 1n)], orderType: 3, counter: maxUint256 }),
    order({
      consideration: Array.from({ length: 5 }, (_, i) => ({ ...item(BigInt(i)), itemType: i % 6, recipient: B })),
      zoneHash: `0x${'CD'.repeat(32)}`,
      salt: maxUint256,
    }),
  ]
  for (const components of orders) {
    expect(getOrderHash(components)).toBe(
      hashStruct({ data: components, primaryType: 'OrderComponents', types: orderComponentsTypes }),
    )
  }
})

test('what no Seaport order can hold is refused, not hashed', () => {
  expect(() => getOrderHash(order({ salt: -1n }))).toThrow(/not a uint256/)
  expect(() => getOrderHash(order({ counter: maxUint256 + 1n }))).toThrow(/not a uint256/)
  expect(() => getOrderHash(order({ offerer: '0x1234' }))).toThrow(/not an address/)
  expect(() => getOrderHash(order({ zoneHash: '0x12' }))).toThrow(/not 32 bytes/)
})
