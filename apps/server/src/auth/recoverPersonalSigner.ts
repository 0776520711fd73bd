import secp256k1 from 'secp256k1'
import { getAddress, type Hex, hashMessage, hexToBytes, keccak256 } from 'viem'

/**
 * The address whose key signed `message` as an EIP-191 personal message, or null when the
 * signature is not a 65-byte ECDSA one. Uses libsecp256k1 (native, prebuilt in the package):
 * sign-in is on the hot path, and pure-JS recovery costs over a millisecond of CPU per call.
 */
export function recoverPersonalSigner(message: string, signature: Hex): `0x${string}` | null {
  if (signature.length !== 2 + 65 * 2) return null
  const bytes = hexToBytes(signature)
  const v = bytes[64] as number
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return null
  try {
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), recovery, hexToBytes(hashMessage(message)), false)
    return getAddress(`0x${keccak256(publicKey.subarray(1)).slice(-40)}`)
  } catch {
    // Not a point on the curve (a forged or garbled signature): no key signed it.
    return null
  }
}
