import { getAddress, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { isLazyTokenIdOf, newLazyListingVoucher } from './lazyVoucher.ts'

const creator = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const collection = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const listing = (royaltyBps?: bigint) =>
  newLazyListingVoucher({
    creator,
    collection,
    uri: 'ipfs://item',
    price: 10n ** 17n,
    expiry: 2_000_000_000n,
    royaltyBps,
  })

test("a new lazy listing's token id is the creator's, and its id and nonce are its own", () => {
  const [one, two] = [listing(), listing()]
  expect(isLazyTokenIdOf(one.tokenId, creator)).toBe(true)
  expect(one.tokenId).not.toBe(two.tokenId)
  expect(one.nonce).not.toBe(two.nonce)
  expect(one.nonce < 1n << 96n).toBe(true)
  expect(one).toMatchObject({ collection, uri: 'ipfs://item', currency: zeroAddress, expiry: 2_000_000_000n })
})

test("the royalty goes to the creator when given; else the collection's default applies", () => {
  expect(listing(500n)).toMatchObject({ royaltyReceiver: creator, royaltyBps: 500n })
  expect(listing()).toMatchObject({ royaltyReceiver: zeroAddress, royaltyBps: 0n })
})
