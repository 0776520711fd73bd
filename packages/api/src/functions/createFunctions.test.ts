import { expect, test } from 'vitest'
import { createFunctions } from './createFunctions.ts'
import { parseParams } from './parseParams.ts'

const problem = (params: unknown) => {
  const outcome = parseParams(createFunctions.putMetadata.params, params)
  return outcome.success ? null : outcome.message
}
const token = {
  name: 'Dune #1',
  description: 'Sand.',
  image: 'http://localhost:2053/server/files/vitrine/abc_dune.png',
  attributes: [
    { trait_type: 'Wind', value: 'East' },
    { trait_type: 'Height', value: 12, display_type: 'number' },
  ],
}

test('token and collection documents pass; each problem is named', () => {
  expect(problem({ kind: 'token', metadata: token })).toBeNull()
  expect(problem({ kind: 'collection', metadata: { name: 'Dunes', seller_fee_basis_points: 500 } })).toBeNull()
  expect(problem({ kind: 'nft', metadata: token })).toBe('kind must be one of token, collection.')
  expect(problem({ kind: 'token', metadata: { ...token, name: '' } })).toBe('metadata needs a name.')
  expect(problem({ kind: 'token', metadata: { ...token, image: 'javascript:alert(1)' } })).toBe(
    'metadata must be an http(s), ipfs:// or ar:// link.',
  )
  expect(problem({ kind: 'token', metadata: { ...token, attributes: [{ trait_type: 'Wind' }] } })).toBe(
    'metadata needs a value (text or number) for every trait.',
  )
  expect(problem({ kind: 'token', metadata: { ...token, owner: 'me' } })).toMatch(/^metadata /)
  expect(problem({ kind: 'collection', metadata: { name: 'Dunes', seller_fee_basis_points: 10_001 } })).toBe(
    'metadata royalty (seller_fee_basis_points) must be a whole number from 0 to 10000.',
  )
  expect(problem({ kind: 'collection', metadata: { name: 'Dunes', fee_recipient: '0x12' } })).toBe(
    'metadata must be an address (0x and 40 hex digits).',
  )
})
