import { type Hex, keccak256, stringToHex } from 'viem'

/** What an item of a batch is, as far as its row key goes. */
export type BatchItem = {
  /** SHA-256 of the picture's bytes, as hex: the same picture whatever URL an upload gave it. */
  picture: string
  name: string
  description?: string
  attributes?: readonly { trait_type: string; value: string }[]
}

/**
 * Each item's row key: a hash of what the item is (its picture's bytes, name, description and
 * traits) and of how many identical items come before it in the list. The same list and pictures
 * give the same keys in any tab, after a reload, on any device, so the collection's `tokenOfKey`
 * tells which rows have minted. An item minted into the collection before, by any batch, is
 * therefore not minted again.
 */
export function batchRowKeys(items: readonly BatchItem[]): Hex[] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const content = JSON.stringify([
      item.picture.toLowerCase(),
      item.name,
      item.description ?? '',
      (item.attributes ?? []).map((trait) => [trait.trait_type, trait.value]),
    ])
    const occurrence = seen.get(content) ?? 0
    seen.set(content, occurrence + 1)
    return keccak256(stringToHex(JSON.stringify(['vitrine-batch-row-1', content, occurrence])))
  })
}
