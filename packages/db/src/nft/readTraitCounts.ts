import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import type { TraitFilter } from './collectionTokensSql.ts'

/** Every trait type of a collection with its values (the `valuesPerType` commonest) and how many tokens have each. */
export async function readCollectionTraits(
  db: Db,
  chainId: number,
  address: string,
  valuesPerType: number,
): Promise<{ trait_type: string; value: string; tokens: string }[]> {
  const { rows } = await db.query<{ trait_type: string; value: string; tokens: string; rank: string }>(
    namedStatement(
      'nft',
      `SELECT trait_type, value, tokens FROM (
         SELECT trait_type, value, tokens,
                row_number() OVER (PARTITION BY trait_type ORDER BY tokens DESC, value) AS rank
           FROM nft.trait_counts WHERE chain_id = $1 AND address = $2 AND tokens > 0
       ) AS ranked WHERE rank <= $3 ORDER BY trait_type, tokens DESC, value`,
      [chainId, address, valuesPerType],
    ),
  )
  return rows
}

/**
 * How many tokens of a collection each filter of `filters` matches (the sum over its values, from
 * `nft.trait_counts`), in the filters' order; null for a filter of no values.
 */
export async function countTraitTokens(
  db: Db,
  chainId: number,
  address: string,
  filters: TraitFilter,
): Promise<(number | null)[]> {
  const { rows } = await db.query<{ position: number; tokens: string }>(
    namedStatement(
      'nft',
      `SELECT f.position, coalesce(sum(c.tokens), 0)::text AS tokens
         FROM unnest($3::text[], $4::text[], $5::int[]) AS f(trait_type, value, position)
         LEFT JOIN nft.trait_counts c
           ON c.chain_id = $1 AND c.address = $2 AND c.trait_type = f.trait_type AND c.value = f.value
        GROUP BY f.position`,
      [
        chainId,
        address,
        filters.flatMap(([type, values]) => values.map(() => type)),
        filters.flatMap(([, values]) => values),
        filters.flatMap(([, values], position) => values.map(() => position)),
      ],
    ),
  )
  const counts: (number | null)[] = filters.map(() => null)
  for (const row of rows) counts[row.position] = Number(row.tokens)
  return counts
}
