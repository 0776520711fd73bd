import { type Address, parseEther, zeroAddress, zeroHash } from 'viem'
import { expect, test } from 'vitest'
import type { MarketTerms } from './checkOrderTerms.ts'
import { checkPayments, type Royalty } from './checkPayments.ts'
import { listingComponents, offerComponents } from './orderDrafts.ts'
import { isRefusal, type OrderTerms, orderTerms } from './orderTerms.ts'
import { ItemType, type OrderComponents } from './seaportTypes.ts'

const seller: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const offerer: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const royaltyReceiver: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const feeRecipient: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const stranger: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const collection: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const fakeWeth: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const listed: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
type Fees = Pick<MarketTerms, 'feeRecipient' | 'feeBps' | 'offerCurrencies'>
const market: Fees = { feeRecipient, feeBps: 250, offerCurrencies: [weth] }
const noFee: Fees = { feeRecipient: null, feeBps: 0, offerCurrencies: [weth] }
const price = parseEther('10')
/** 5% of the price, as the collection's `royaltyInfo` answers it. */
const royaltyAt = (at: bigint): Royalty => ({ receiver: royaltyReceiver, amount: (at * 500n) / 10_000n })
const item = { standard: 'ERC721', address: collection, tokenId: 3n } as const
const draft = (maker: Address, royalty: Royalty | null, fees = market) => ({
  offerer: maker,
  startTime: 1_000n,
  endTime: 2_000n,
  salt: 7n,
  counter: 0n,
  market: { ...fees, conduitKey: zeroHash },
  royalty,
})

const read = (order: OrderComponents): OrderTerms => {
  const terms = orderTerms(order)
  if (isRefusal(terms)) throw new Error(terms.message)
  return terms
}
const listing = (royalty: Royalty | null, fees = market, at = price) =>
  listingComponents(item, at, draft(seller, royalty, fees))
const offer = (currency: Address, royalty: Royalty | null = royaltyAt(price), maker: Address = offerer) =>
  offerComponents(item, price, currency, draft(maker, royalty))
/** The order with one more consideration item: `amount` of its currency to `recipient`. */
const paying = (order: OrderComponents, recipient: Address, amount: bigint): OrderComponents => {
  const [offered] = order.offer
  const currency = order.offer[0]?.itemType === ItemType.ERC20 ? (offered?.token as Address) : zeroAddress
  return {
    ...order,
    consideration: [
      ...order.consideration,
      {
        itemType: currency === zeroAddress ? ItemType.NATIVE : ItemType.ERC20,
        token: currency,
        identifierOrCriteria: 0n,
        startAmount: amount,
        endAmount: amount,
        recipient,
      },
    ],
  }
}
/** The order with its consideration item `index` paying `amount` instead. */
const changed = (order: OrderComponents, index: number, amount: bigint): OrderComponents => ({
  ...order,
  consideration: order.consideration.map((c, i) =>
    i === index ? { ...c, startAmount: amount, endAmount: amount } : c,
  ),
})
const refusalOf = (order: OrderComponents, royalty: Royalty | null, fees = market) =>
  checkPayments(read(order), royalty, fees)?.refusal ?? 'accepted'

test('orders made as the site, the SDK and the demo make them pass: royalty and fee exactly', () => {
  expect(refusalOf(listing(royaltyAt(price)), royaltyAt(price))).toBe('accepted')
  expect(refusalOf(offer(weth), royaltyAt(price))).toBe('accepted')
  // Only the seller's payment: no royalty, no fee.
  expect(refusalOf(listing(null, noFee), null, noFee)).toBe('accepted')
  // The seller is the royalty receiver: its one payment covers the royalty too.
  const own = listingComponents(item, price, { ...draft(royaltyReceiver, null, noFee) })
  expect(refusalOf(own, royaltyAt(price), noFee)).toBe('accepted')
  // The creator offers on its own collection: the royalty item to itself is the royalty.
  expect(refusalOf(offer(weth, royaltyAt(price), royaltyReceiver), royaltyAt(price))).toBe('accepted')
})

test('an offer in a currency the market does not take is refused, naming what it takes; a listed one passes', () => {
  const fake = checkPayments(read(offer(fakeWeth)), royaltyAt(price), market)
  expect(fake).toMatchObject({ refusal: 'unknownCurrency' })
  expect(fake?.message).toContain(fakeWeth)
  expect(fake?.message).toContain(weth)
  const withListed: Fees = { ...market, offerCurrencies: [weth, listed] }
  expect(refusalOf(offer(listed), royaltyAt(price), withListed)).toBe('accepted')
  expect(refusalOf(offer(listed), royaltyAt(price), market)).toBe('unknownCurrency')
  // Checked whatever the case of the address.
  expect(refusalOf(offer(weth.toLowerCase() as Address), royaltyAt(price))).toBe('accepted')
})

test('a payment to the maker or a stranger is refused, whatever else the order pays', () => {
  // A 10 WETH offer paying 9.9 WETH back to its maker: the seller would net 0.1.
  const back = paying(offer(weth), offerer, parseEther('9.9'))
  expect(checkPayments(read(back), royaltyAt(price), market)).toMatchObject({
    refusal: 'foreignPayee',
    message: expect.stringContaining(offerer),
  })
  // A listing whose buyer also pays a stranger (the price shown would include it).
  const total = price + parseEther('1')
  const listingToStranger = paying(listing(royaltyAt(price)), stranger, parseEther('1'))
  expect(read(listingToStranger).price).toBe(total)
  expect(refusalOf(listingToStranger, royaltyAt(total))).toBe('foreignPayee')
  // A second payment to the seller after its proceeds.
  expect(refusalOf(paying(listing(null, noFee), seller, 1n), null, noFee)).toBe('foreignPayee')
})

test('the royalty receiver or the fee recipient paid more than owed is refused, by one wei already', () => {
  const order = listing(royaltyAt(price))
  const [, royaltyItem, feeItem] = order.consideration
  // Overpaid by one wei, the total (and so the royalty asked at it) one wei higher.
  const royaltyPlus = changed(order, 1, (royaltyItem?.startAmount ?? 0n) + 1n)
  expect(refusalOf(royaltyPlus, royaltyAt(price + 1n))).toBe('overpaid')
  const feePlus = changed(order, 2, (feeItem?.startAmount ?? 0n) + 1n)
  expect(refusalOf(feePlus, royaltyAt(price + 1n))).toBe('overpaid')
  // An offer's royalty raised: the seller would pay it out of the price.
  const offered = offer(weth)
  expect(refusalOf(changed(offered, 1, parseEther('9')), royaltyAt(price))).toBe('overpaid')
  // Short of either is still refused.
  expect(refusalOf(changed(offered, 1, 1n), royaltyAt(price))).toBe('royaltyUnpaid')
  expect(refusalOf(changed(offered, 2, 1n), royaltyAt(price))).toBe('feeUnpaid')
})

test('a royalty of nothing: owed nothing, paid nothing; a royalty that takes the whole price is refused', () => {
  // royaltyInfo answers 0 (a tiny price rounds to it, or the collection says so): no royalty item.
  const zero = { receiver: royaltyReceiver, amount: 0n }
  expect(refusalOf(listing(zero, noFee, 19n), zero, noFee)).toBe('accepted')
  expect(refusalOf(paying(listing(null, noFee, 19n), royaltyReceiver, 1n), zero, noFee)).toBe('overpaid')
  // No ERC-2981 at all: the would-be receiver is nobody the order may pay.
  expect(refusalOf(paying(listing(null, noFee), royaltyReceiver, 1n), null, noFee)).toBe('foreignPayee')
  // A collection answering a royalty above the offer's price: the seller would pay to sell.
  const greedy = { receiver: royaltyReceiver, amount: price * 2n }
  const offered = paying(offerComponents(item, price, weth, draft(offerer, null, noFee)), royaltyReceiver, price * 2n)
  expect(refusalOf(offered, greedy, noFee)).toBe('overpaid')
})

test('a royalty receiver who is also the fee recipient is owed both, and no more', () => {
  const both = { ...market, feeRecipient: royaltyReceiver }
  const order = listing(royaltyAt(price), both)
  expect(refusalOf(order, royaltyAt(price), both)).toBe('accepted')
  expect(refusalOf(paying(order, royaltyReceiver, 1n), royaltyAt(price + 1n), both)).toBe('overpaid')
})
