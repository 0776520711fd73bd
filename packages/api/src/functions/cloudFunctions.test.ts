import { expect, expectTypeOf, test } from 'vitest'
import { cloudFunctions, type FunctionParameters, type FunctionReturnType } from './cloudFunctions.ts'
import { parseParams } from './parseParams.ts'

const problem = (name: keyof typeof cloudFunctions, params: unknown) => {
  const outcome = parseParams(cloudFunctions[name].params, params)
  return outcome.success ? null : outcome.message
}
const parsed = (name: keyof typeof cloudFunctions, params: unknown) => {
  const outcome = parseParams(cloudFunctions[name].params, params)
  if (!outcome.success) throw new Error(outcome.message)
  return outcome.data
}
const lower = '0x5392a33f7f677f59e833febf4016cddd88ff9e67'
const checksummed = '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67'

test('addresses in any letter case become checksummed; anything else names the parameter', () => {
  expect(parsed('getCollection', { address: lower })).toEqual({ address: checksummed })
  expect(problem('getCollection', { address: '0x1234' })).toBe('address must be an address (0x and 40 hex digits).')
  expect(problem('getNFTs', {})).toBe('owner must be an address (0x and 40 hex digits).')
  expect(problem('getNFTs', { owner: 42 })).toBe('owner must be an address (0x and 40 hex digits).')
})

test('token ids are decimal strings of a uint256', () => {
  for (const tokenId of ['0', '7', `${(1n << 256n) - 1n}`]) {
    expect(problem('getNFT', { address: lower, tokenId })).toBeNull()
  }
  for (const tokenId of ['-1', '01', '1.5', 'abc', '', 5, `${1n << 256n}`, null]) {
    expect(problem('getNFT', { address: lower, tokenId })).toBe(
      'tokenId must be a decimal string of a whole number from 0 to 2^256 - 1.',
    )
  }
})

test('defaults fill in; null is as if left out', () => {
  expect(parsed('getCollections', {})).toEqual({ sort: 'items', limit: 20 })
  expect(parsed('getCollections', { sort: null, q: null, limit: null, cursor: null })).toEqual({
    sort: 'items',
    limit: 20,
  })
  expect(parsed('getCollections', { q: '  dunes ', sort: 'name' })).toMatchObject({ q: 'dunes', sort: 'name' })
  expect(parsed('getCollections', { q: '   ' })).toMatchObject({ q: undefined })
  expect(problem('getCollections', { sort: 'cheapest' })).toBe('sort must be one of: items, volume, newest, name.')
  expect(problem('getCollections', { limit: 101 })).toBe('limit must be a whole number from 1 to 100.')
  expect(problem('getCollections', { limit: '10' })).toBe('limit must be a whole number from 1 to 100.')
  expect(problem('getCollections', { q: 'x'.repeat(101) })).toBe('q must be a text of at most 100 characters.')
})

test('trait filters: bounded, values distinct', () => {
  expect(parsed('getCollectionNFTs', { address: lower, traits: { Palette: ['Dusk', 'Dusk', 'Dawn'] } })).toMatchObject({
    traits: { Palette: ['Dusk', 'Dawn'] },
  })
  const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`t${i}`, ['v']]))
  for (const traits of [
    ['Palette'],
    { Palette: 'Dusk' },
    { Palette: [] },
    { Palette: [7] },
    { a: ['x\u0000'] },
    tooMany,
  ]) {
    expect(problem('getCollectionNFTs', { address: lower, traits })).toMatch(/^traits must be an object of at most 10/)
  }
})

test('activity: a token needs its collection; the zero address is no account; types are a list', () => {
  expect(problem('getActivity', { tokenId: '1' })).toBe('tokenId needs the address of its collection.')
  expect(problem('getActivity', { account: '0x0000000000000000000000000000000000000000' })).toBe(
    'account must not be the zero address: mints and burns have it.',
  )
  expect(problem('getActivity', { types: 'sale' })).toBe(
    'types must be a non-empty list of: mint, transfer, list, offer, sale, cancel.',
  )
  expect(problem('getActivity', { types: [] })).toMatch(/^types must be a non-empty list/)
  expect(parsed('getActivity', { types: ['sale', 'sale', 'mint'] })).toMatchObject({ types: ['sale', 'mint'] })
})

test('the types a client sends and gets', () => {
  expectTypeOf<FunctionParameters<'getNFTs'>>().toEqualTypeOf<{
    owner: string
    collection?: string | null | undefined
    limit?: number | null | undefined
    cursor?: string | null | undefined
  }>()
  expectTypeOf<FunctionReturnType<'getCollection'>['floorPrice']>().toEqualTypeOf<string | null>()
  expectTypeOf<FunctionReturnType<'getNFTs'>['results'][number]['standard']>().toEqualTypeOf<'ERC721' | 'ERC1155'>()
})
