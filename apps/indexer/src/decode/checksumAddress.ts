import { getAddress } from 'viem'

// Checksumming hashes the address: a backfill sees the same few thousand addresses again and
// again, so each is hashed once. Bounded, so a chain of millions of owners cannot grow it forever.
const MAX_CACHED = 200_000
const cache = new Map<string, `0x${string}`>()

/** The EIP-55 form of a 0x-prefixed 40-hex-digit address, in any letter case. */
export function checksumAddress(address: string): `0x${string}` {
  // Keyed by the text as given (nodes send lowercase): no lowercased copy per call.
  let checksummed = cache.get(address)
  if (checksummed === undefined) {
    checksummed = getAddress(address.toLowerCase())
    remember(address, checksummed)
  }
  return checksummed
}

/** The address in an indexed topic (a 32-byte word), or null if its upper 12 bytes are not zero. */
export function topicAddress(topic: string | undefined): `0x${string}` | null {
  if (topic === undefined) return null
  // The whole topic is the key: no slice per call for the addresses seen again and again.
  let checksummed = cache.get(topic)
  if (checksummed === undefined) {
    if (topic.length !== 66 || !/^0x0{24}[0-9a-fA-F]{40}$/.test(topic)) return null
    checksummed = getAddress(`0x${topic.slice(26).toLowerCase()}`)
    remember(topic, checksummed)
  }
  return checksummed
}

function remember(key: string, checksummed: `0x${string}`) {
  if (cache.size >= MAX_CACHED) cache.clear()
  cache.set(key, checksummed)
}
