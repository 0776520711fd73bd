import { toHex, keccak256 as viemKeccak256 } from 'viem'
import { expect, test } from 'vitest'
import { keccak256 } from './keccak256.ts'

test('hashes as viem does, hex or bytes, across the sponge’s block edges', () => {
  // 136 bytes is keccak-256's rate: one block, a block and a byte, two blocks.
  for (const length of [0, 1, 31, 32, 135, 136, 137, 271, 272, 273, 1000]) {
    const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) % 256)
    expect(keccak256(bytes)).toBe(viemKeccak256(bytes))
    expect(keccak256(toHex(bytes))).toBe(viemKeccak256(toHex(bytes)))
  }
  // The empty string's well-known hash.
  expect(keccak256('0x')).toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
})
