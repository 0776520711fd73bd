import { expect, test } from 'vitest'
import { polyfillArrayBufferDetached } from './polyfillArrayBufferDetached.ts'

// On a subclass, so the getter under test is ours on every Node version (Node 22 has its own).
class Buffer extends ArrayBuffer {
  declare readonly detached: boolean
}
polyfillArrayBufferDetached(Buffer.prototype)

test('tells a detached buffer from an empty or a full one', () => {
  expect(Object.hasOwn(Buffer.prototype, 'detached')).toBe(true)
  expect(new Buffer(0).detached).toBe(false)
  const full = new Buffer(8)
  expect(full.detached).toBe(false)
  structuredClone(full, { transfer: [full] })
  expect(full.byteLength).toBe(0)
  expect(full.detached).toBe(true)
})

test('once loaded, every ArrayBuffer has it: ours on Node 20, its own on Node 22', () => {
  expect(Object.hasOwn(ArrayBuffer.prototype, 'detached')).toBe(true)
  const buffer = new ArrayBuffer(4) as ArrayBuffer & { readonly detached: boolean }
  expect(buffer.detached).toBe(false)
  structuredClone(buffer, { transfer: [buffer] })
  expect(buffer.detached).toBe(true)
})

test('refuses what is not an ArrayBuffer, as the built-in does', () => {
  const getter = Object.getOwnPropertyDescriptor(Buffer.prototype, 'detached')?.get
  expect(() => getter?.call({})).toThrow(TypeError)
})
