import type { LiveChange } from '@vitrine/api'
import { describe, expect, it } from 'vitest'
import { isTouchedBy } from './liveInvalidation.ts'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const SELLER = '0x3333333333333333333333333333333333333333'
const change = (over: Partial<LiveChange>): LiveChange => ({
  cause: 'block',
  block: 10,
  collections: [],
  tokens: [],
  accounts: [],
  orders: [],
  everything: false,
  ...over,
})
const sale = change({ collections: [A], tokens: [{ address: A, tokenId: '7' }], accounts: [SELLER], orders: ['0xab'] })

describe('isTouchedBy', () => {
  it('marks the queries of the sold token, its collection and the seller', () => {
    expect(
      isTouchedBy(sale, ['vitrine', 'getNFT', { address: A.toUpperCase().replace('0X', '0x'), tokenId: '7' }]),
    ).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getCollection', { address: A }])).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getCollectionNFTs', { address: A, sort: 'tokenId' }, 'pages'])).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getOrders', { side: 'listing', address: A, tokenId: '7' }])).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getActivity', { account: SELLER }, 'pages'])).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getNFTs', { owner: SELLER }])).toBe(true)
    expect(isTouchedBy(sale, ['vitrine', 'getOrder', { orderHash: '0xAB' }])).toBe(true)
  })

  it('leaves the others alone', () => {
    expect(isTouchedBy(sale, ['vitrine', 'getNFT', { address: A, tokenId: '8' }])).toBe(false)
    expect(isTouchedBy(sale, ['vitrine', 'getCollection', { address: B }])).toBe(false)
    expect(isTouchedBy(sale, ['vitrine', 'getOrders', { side: 'offer', address: A, tokenId: '8' }])).toBe(false)
    expect(isTouchedBy(sale, ['vitrine', 'getNFTs', { owner: B }])).toBe(false)
    expect(isTouchedBy(sale, ['vitrine', 'getOrder', { orderHash: '0xcd' }])).toBe(false)
    expect(isTouchedBy(sale, ['vitrine', 'getUser', {}])).toBe(false)
    expect(isTouchedBy(sale, ['other', 'getNFT', { address: A, tokenId: '7' }])).toBe(false)
  })

  it('marks every token of a collection for a collection offer', () => {
    const collectionOffer = change({ cause: 'order', block: null, collections: [A], accounts: [B], orders: ['0x01'] })
    expect(isTouchedBy(collectionOffer, ['vitrine', 'getNFT', { address: A, tokenId: '8' }])).toBe(true)
    expect(isTouchedBy(collectionOffer, ['vitrine', 'getOrders', { side: 'offer', maker: B }])).toBe(true)
  })

  it('marks everything after a reorg or a reconnect', () => {
    const everything = change({ everything: true })
    expect(isTouchedBy(everything, ['vitrine', 'getNFT', { address: B, tokenId: '1' }])).toBe(true)
    expect(isTouchedBy(everything, ['vitrine', 'getOrders', { side: 'listing', maker: B }])).toBe(true)
  })
})
