import { getAddress } from 'viem'

// Checksumming hashes the address: a backfill sees the same few thousand addresses again and
// again, so each is hashed once. Bounded, so a chain of millions of owners cannot grow it forever.
const MAX_CACHED = 200_000
const cache = new Map<string, `0x${string}`>()

/** The EIP-55 form of a 0x-prefixed 40-hex-digit address, in any letter case. */
export function checksumAddress(address: string): `0x${string}` {
  const key = address.toLowerCase()
  let checksummed = cache.get(key)
  if (checksummed === undefined) {
    checksummed = getAddress(key)
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(key, checksummed)
  }
  return checksummed
}

/** The address in an indexed topic (a 32-byte word), or null if its upper 12 bytes are not zero. */
export function topicAddress(topic: string | undefined): `0x${string}` | null {
  if (topic === undefined || topic.length !== 66 || !/^0x0{24}/.test(topic)) return null
  return checksumAddress(`0x${topic.slice(26)}`)
}
