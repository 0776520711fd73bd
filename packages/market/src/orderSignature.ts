import { concat, type Hex, size, slice, toHex } from 'viem'
import { keccak256 } from './keccak256.ts'
import {
  CONSIDERATION_ITEM_TYPE,
  domainSeparator,
  eip712Digest,
  OFFER_ITEM_TYPE,
  ORDER_COMPONENTS_TYPE,
  type SeaportDomain,
} from './orderHash.ts'

/** Seaport accepts bulk trees of 2 to 2^24 orders. */
export const MAX_BULK_HEIGHT = 24

/** The EIP-712 type hash of a bulk order tree of `height` levels (`BulkOrder(OrderComponents[2]…[2] tree)`). */
export function bulkOrderTypeHash(height: number): Hex {
  const type = `BulkOrder(OrderComponents${'[2]'.repeat(height)} tree)${CONSIDERATION_ITEM_TYPE}${OFFER_ITEM_TYPE}${ORDER_COMPONENTS_TYPE}`
  return keccak256(toHex(type))
}

export type SignedDigest = {
  /** What an EOA offerer must have signed: the order's digest, or its bulk tree's. */
  digest: Hex
  /** The order's own digest, which an ERC-1271 offerer is asked about (with the whole signature). */
  originalDigest: Hex
  /** The ECDSA part as 65 bytes (r, s, v; a 64-byte EIP-2098 one expanded), or null when there is none. */
  ecdsa: Hex | null
  /** Where the order sits in a bulk tree, when the signature is a bulk one. */
  bulk: { index: number; height: number } | null
}

/**
 * What a signature over `orderHash` must recover to, as Seaport 1.6 reads it: a 64/65-byte
 * signature signs the order's EIP-712 digest; a longer one of 64/65 + 3 + 32·h bytes is a bulk
 * signature — the ECDSA signature of a tree's root, the order's 3-byte index in it and the h
 * sibling hashes of its proof. Seaport tries ECDSA first, then ERC-1271 with the order's own digest.
 */
export function signedDigest(domain: SeaportDomain, orderHash: Hex, signature: Hex): SignedDigest {
  const separator = domainSeparator(domain)
  const originalDigest = eip712Digest(separator, orderHash)
  const length = size(signature)
  if (length === 64 || length === 65)
    return { digest: originalDigest, originalDigest, ecdsa: expandSignature(signature), bulk: null }
  const ecdsaLength = 65 - (length & 1)
  const height = (length - ecdsaLength - 3) / 32
  if (!Number.isInteger(height) || height < 1 || height > MAX_BULK_HEIGHT)
    return { digest: originalDigest, originalDigest, ecdsa: null, bulk: null }
  const index = Number.parseInt(slice(signature, ecdsaLength, ecdsaLength + 3).slice(2), 16)
  let node = orderHash
  for (let level = 0; level < height; level++) {
    const sibling = slice(signature, ecdsaLength + 3 + 32 * level, ecdsaLength + 3 + 32 * (level + 1))
    // The index's bit at this level says whether our node is the right child.
    node = keccak256((index >> level) & 1 ? concat([sibling, node]) : concat([node, sibling]))
  }
  const root = keccak256(concat([bulkOrderTypeHash(height), node]))
  return {
    digest: eip712Digest(separator, root),
    originalDigest,
    ecdsa: expandSignature(slice(signature, 0, ecdsaLength)),
    bulk: { index, height },
  }
}

const HIGH_BIT = 1n << 255n

/**
 * A 65-byte signature (r ‖ s ‖ v) from a 65-byte one or a 64-byte EIP-2098 one (r ‖ yParity·2^255 + s),
 * as Seaport reads them (seaport-js signs the short form); null when a 65-byte one's v is not 27 or 28.
 */
function expandSignature(signature: Hex): Hex | null {
  if (size(signature) === 65) {
    const v = Number.parseInt(signature.slice(-2), 16)
    return v === 27 || v === 28 ? signature : null
  }
  const vs = BigInt(slice(signature, 32, 64))
  const s = vs & (HIGH_BIT - 1n)
  return concat([slice(signature, 0, 32), toHex(s, { size: 32 }), vs & HIGH_BIT ? '0x1c' : '0x1b'])
}
