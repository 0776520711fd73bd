import { parseEther, zeroAddress, zeroHash } from 'viem'
import { expect, test } from 'vitest'
import { checkPayments } from './checkPayments.ts'
import { listingComponents, offerComponents } from './orderDrafts.ts'
import { isRefusal, orderTerms } from './orderTerms.ts'

const seller = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const royaltyReceiver = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const feeRecipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const collection = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const market = { zone: zeroAddress, conduitKey: zeroHash, feeRecipient, feeBps: 250, offerCurrencies: [weth] } as const
const price = parseEther('1')
const terms = {
  offerer: seller,
  startTime: 1_000n,
  endTime: 2_000n,
  salt: 7n,
  counter: 0n,
  market,
  royalty: { receiver: royaltyReceiver, amount: price / 20n },
} as const

test('a drafted listing is a listing of that item at that price, royalty and fee paid in full', () => {
  const order = listingComponents({ standard: 'ERC721', address: collection, tokenId: 3n }, price, terms)
  const read = orderTerms(order)
  if (isRefusal(read)) throw new Error(read.message)
  expect(read).toMatchObject({ kind: 'listing', address: collection, tokenId: 3n, price, currency: zeroAddress })
  expect(checkPayments(read, terms.royalty, market)).toBeNull()
  expect(read.received.get(seller)).toBe(price - price / 20n - (price * 250n) / 10_000n)
})

test('a drafted offer asks that item for WETH, royalty and fee paid in WETH', () => {
  const order = offerComponents({ standard: 'ERC1155', address: collection, tokenId: 1n }, price, weth, terms)
  const read = orderTerms(order)
  if (isRefusal(read)) throw new Error(read.message)
  expect(read).toMatchObject({ kind: 'offer', standard: 'ERC1155', tokenId: 1n, price, currency: weth })
  expect(checkPayments(read, terms.royalty, market)).toBeNull()
})

test('a price that does not cover royalty and fee is refused before anything is signed', () => {
  expect(() =>
    listingComponents({ standard: 'ERC721', address: collection, tokenId: 3n }, 1n, {
      ...terms,
      royalty: { receiver: royaltyReceiver, amount: 1n },
    }),
  ).toThrow(/does not cover/)
})
