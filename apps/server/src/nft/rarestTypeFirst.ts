import type { TraitFilter } from '@vitrine/db'

/** How long a type's token count steers the choice: a stale count makes a page slower, never wrong. */
const TTL_MS = 10_000
const MAX_ENTRIES = 10_000

/** How many tokens of a collection each filter matches, in order (null: none counted), as countTraitTokens reads them. */
type CountTokens = (address: string, filters: TraitFilter) => Promise<(number | null)[]>

/**
 * Orders a multi-type trait filter so that the type the fewest tokens match comes first: the
 * page's SQL walks the first type's index ranges and checks the others per candidate. The counts
 * (from `trait_counts`) are kept a few seconds per collection, type and values, so the popular
 * filters cost no query; a type with no count sorts first, as nothing can match it.
 */
export function createRarestTypeFirst(countTokens: CountTokens) {
  const counts = new Map<string, { tokens: number; at: number }>()
  const keyOf = (address: string, [type, values]: TraitFilter[number]) => JSON.stringify([address, type, values])

  return async (address: string, traits: TraitFilter): Promise<TraitFilter> => {
    if (traits.length < 2) return traits
    const now = Date.now()
    const missing = traits.filter((filter) => {
      const known = counts.get(keyOf(address, filter))
      return !known || now - known.at > TTL_MS
    })
    if (missing.length > 0) {
      const tokens = await countTokens(address, missing)
      // Oldest first in a Map: past the cap, the entries written longest ago go.
      for (const key of counts.keys()) {
        if (counts.size + missing.length <= MAX_ENTRIES) break
        counts.delete(key)
      }
      missing.forEach((filter, position) => {
        const count = tokens[position]
        if (count === null || count === undefined) return
        const key = keyOf(address, filter)
        counts.delete(key)
        counts.set(key, { tokens: count, at: now })
      })
    }
    const tokensOf = (filter: TraitFilter[number]) => counts.get(keyOf(address, filter))?.tokens ?? 0
    return [...traits].sort((a, b) => tokensOf(a) - tokensOf(b))
  }
}
