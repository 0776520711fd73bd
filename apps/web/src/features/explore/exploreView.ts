import type { ParsedUrlQuery } from 'node:querystring'
import { COLLECTION_SORTS, type CollectionSort, LIMITS } from '@vitrine/api'
import type { GetCollectionsParameters } from '@vitrine/react'
import { queryValue } from '../../data/queryValue.ts'

export const EXPLORE_SORTS: { value: CollectionSort; label: string }[] = [
  { value: 'volume', label: 'Volume' },
  { value: 'newest', label: 'Newest' },
  { value: 'items', label: 'Items' },
  { value: 'name', label: 'Name' },
]

/** The explore view a URL asks for (`?q=…&sort=…`): a link reproduces it. Unknown values fall back. */
export function exploreView(query: ParsedUrlQuery): Omit<GetCollectionsParameters, 'cursor'> {
  const sort = queryValue(query.sort)
  const q = queryValue(query.q)?.trim().slice(0, LIMITS.query)
  return {
    sort: COLLECTION_SORTS.includes(sort as CollectionSort) ? (sort as CollectionSort) : 'volume',
    ...(q ? { q } : {}),
    limit: 24,
  }
}
