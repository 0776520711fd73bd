import { keccak256 } from '@vitrine/market'
import secp256k1 from 'secp256k1'
import { getAddress, type Hex, hexToBytes } from 'viem'

/**
 * The address whose key signed `digest` (a 65-byte r ‖ s ‖ v signature), or null. libsecp256k1:
 * order signatures are on postOrder's hot path, where pure-JS recovery costs a millisecond each.
 */
export function recoverDigestSigner(digest: Hex, signature: Hex): `0x${string}` | null {
  const bytes = hexToBytes(signature)
  if (bytes.length !== 65) return null
  const recovery = (bytes[64] as number) - 27
  if (recovery !== 0 && recovery !== 1) return null
  try {
    const publicKey = secp256k1.ecdsaRecover(bytes.subarray(0, 64), recovery, hexToBytes(digest), false)
    return getAddress(`0x${keccak256(publicKey.subarray(1)).slice(-40)}`)
  } catch {
    // Not a point on the curve: no signer, which the caller refuses.
    return null
  }
}
