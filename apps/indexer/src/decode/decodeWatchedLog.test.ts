import { type AbiEvent, encodeAbiParameters, encodeEventTopics, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeWatchedLog } from './decodeWatchedLog.ts'
import { matchesFilter } from './matchesFilter.ts'

const ItemListed = {
  type: 'event',
  name: 'ItemListed',
  inputs: [
    { indexed: true, name: 'seller', type: 'address' },
    { indexed: true, name: 'nftAddress', type: 'address' },
    { indexed: true, name: 'tokenId', type: 'uint256' },
    { indexed: false, name: 'price', type: 'uint256' },
  ],
} as const satisfies AbiEvent
const seller = getAddress('0x00000000000000000000000000000000000000aB')
const nft = getAddress('0x0000000000000000000000000000000000000Cd1')

const listed = (tokenId: bigint, price: bigint) => ({
  topics: encodeEventTopics({
    abi: [ItemListed],
    eventName: 'ItemListed',
    args: { seller, nftAddress: nft, tokenId },
  }) as [Hex, ...Hex[]],
  data: encodeAbiParameters([{ type: 'uint256' }], [price]),
})

describe('decodeWatchedLog', () => {
  test("a log becomes Moralis's columns: integers as decimal strings, addresses lower-case", () => {
    expect(decodeWatchedLog(ItemListed, listed(7n, 10n ** 30n))).toEqual({
      seller: seller.toLowerCase(),
      nftAddress: nft.toLowerCase(),
      tokenId: '7',
      price: '1000000000000000000000000000000',
    })
  })

  test('an unnamed argument is arg<i>; a log the ABI does not decode is no row', () => {
    const unnamed = {
      ...ItemListed,
      inputs: ItemListed.inputs.map((input, index) => (index === 3 ? { ...input, name: '' } : input)),
    }
    expect(decodeWatchedLog(unnamed, listed(1n, 2n))).toMatchObject({ arg3: '2' })
    expect(decodeWatchedLog(ItemListed, { ...listed(1n, 2n), data: '0x' })).toBeNull()
  })
})

describe('matchesFilter', () => {
  const row = { seller: seller.toLowerCase(), tokenId: '7', price: '100' }
  test("Moralis's operators over a row's columns", () => {
    expect(matchesFilter(undefined, row)).toBe(true)
    expect(matchesFilter({ eq: ['seller', seller] }, row)).toBe(true)
    expect(matchesFilter({ gt: ['price', '99'] }, row)).toBe(true)
    expect(matchesFilter({ lt: ['price', 99] }, row)).toBe(false)
    expect(matchesFilter({ and: [{ eq: ['tokenId', '7'] }, { ne: ['price', '100'] }] }, row)).toBe(false)
    expect(matchesFilter({ or: [{ eq: ['tokenId', '8'] }, { gte: ['price', '100'] }] }, row)).toBe(true)
  })
})
