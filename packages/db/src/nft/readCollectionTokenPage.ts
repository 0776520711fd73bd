import type { Address, TokenSort } from '@vitrine/api'
import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import type { BestOrderColumns } from './bestOrderColumns.ts'
import { collectionTokensByPriceSql, type PriceKey } from './collectionTokensByPriceSql.ts'
import { type CollectionTokensInput, collectionTokensSql } from './collectionTokensSql.ts'
import type { TokenRow } from './TokenRow.ts'

/** A row of a page of a collection's tokens: `price_rank` and `price` in the price order only. */
export type CollectionTokenPageRow = TokenRow &
  BestOrderColumns &
  Partial<PriceKey> & { first_block: string; owner: Address | null }

/**
 * A page of a collection's tokens, filtered by traits (the rarest type first: see
 * collectionTokensSql) and listed only, by token id, newest first or price (listed first).
 */
export async function readCollectionTokenPage(
  db: Db,
  input: CollectionTokensInput & { sort: TokenSort },
): Promise<CollectionTokenPageRow[]> {
  const { sort, ...rest } = input
  const { text, values } = sort === 'price' ? collectionTokensByPriceSql(rest) : collectionTokensSql({ ...rest, sort })
  const { rows } = await db.query<CollectionTokenPageRow>(namedStatement('nft', text, values))
  return rows
}
