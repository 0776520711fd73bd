import { keccak256 as keccak } from 'js-sha3'
import { type ByteArray, type Hex, hexToBytes } from 'viem'

/**
 * keccak-256 as viem's `keccak256` answers it (hex or bytes in, hex out), on js-sha3: every order
 * postOrder takes is hashed eight times or more (its items, its struct, its digest, its signer),
 * and viem's hash (@noble/hashes) measured 35–62 µs for 384 bytes here against 13–17 µs.
 */
export function keccak256(data: Hex | ByteArray): Hex {
  return `0x${keccak.hex(typeof data === 'string' ? hexToBytes(data) : data)}`
}
