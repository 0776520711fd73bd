import { expect, test } from 'vitest'
import { batchRowKeys } from './batchRowKeys.ts'

const item = {
  picture: 'AB'.repeat(32),
  name: 'Cairn',
  description: 'Stones',
  attributes: [{ trait_type: 'Stone', value: 'Slate' }],
}

test('the same list gives the same keys anywhere; identical items are rows of their own', () => {
  const keys = batchRowKeys([item, item, { ...item, name: 'Cairn 2' }])
  expect(batchRowKeys([item, item, { ...item, name: 'Cairn 2' }])).toEqual(keys)
  expect(new Set(keys).size).toBe(3)
  // The picture's hash is the same bytes however it is spelled.
  expect(batchRowKeys([{ ...item, picture: item.picture.toLowerCase() }])[0]).toBe(keys[0])
  for (const key of keys) expect(key).toMatch(/^0x[0-9a-f]{64}$/)
})

test('any change to what an item is changes its key', () => {
  const [key] = batchRowKeys([item])
  const changed = [
    { ...item, picture: 'cd'.repeat(32) },
    { ...item, name: 'Cairn!' },
    { ...item, description: '' },
    { ...item, attributes: [{ trait_type: 'Stone', value: 'Granite' }] },
    { ...item, attributes: [] },
  ]
  for (const other of changed) expect(batchRowKeys([other])[0]).not.toBe(key)
})
