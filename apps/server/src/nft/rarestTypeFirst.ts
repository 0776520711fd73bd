import type pg from 'pg'
import type { TraitFilter } from './collectionTokensSql.ts'

/** How long a type's token count steers the choice: a stale count makes a page slower, never wrong. */
const TTL_MS = 10_000
const MAX_ENTRIES = 10_000

type Query = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<R>>

/**
 * Orders a multi-type trait filter so that the type the fewest tokens match comes first: the
 * page's SQL walks the first type's index ranges and checks the others per candidate. The counts
 * (from `trait_counts`) are kept a few seconds per collection, type and values, so the popular
 * filters cost no query; a type with no count sorts first, as nothing can match it.
 */
export function createRarestTypeFirst(query: Query, chainId: number) {
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
      const { rows } = await query<{ position: number; tokens: string }>(
        `SELECT f.position, coalesce(sum(c.tokens), 0)::text AS tokens
           FROM unnest($3::text[], $4::text[], $5::int[]) AS f(trait_type, value, position)
           LEFT JOIN nft.trait_counts c
             ON c.chain_id = $1 AND c.address = $2 AND c.trait_type = f.trait_type AND c.value = f.value
          GROUP BY f.position`,
        [
          chainId,
          address,
          missing.flatMap(([type, values]) => values.map(() => type)),
          missing.flatMap(([, values]) => values),
          missing.flatMap(([, values], position) => values.map(() => position)),
        ],
      )
      // Oldest first in a Map: past the cap, the entries written longest ago go.
      for (const key of counts.keys()) {
        if (counts.size + missing.length <= MAX_ENTRIES) break
        counts.delete(key)
      }
      for (const row of rows) {
        const filter = missing[row.position] as TraitFilter[number]
        const key = keyOf(address, filter)
        counts.delete(key)
        counts.set(key, { tokens: Number(row.tokens), at: now })
      }
    }
    const tokensOf = (filter: TraitFilter[number]) => counts.get(keyOf(address, filter))?.tokens ?? 0
    return [...traits].sort((a, b) => tokensOf(a) - tokensOf(b))
  }
}
