import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toCollection } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/**
 * `getCollections({ sort, q?, creator? })`: every collection in one of four orders, searchable by
 * name; `creator`: only those that account created through a collection factory.
 */
export const getCollections =
  ({ queries, cursor, chainId }: NftFunctionDeps): FunctionHandler<'getCollections'> =>
  async ({ sort, q, creator, limit, cursor: given }) => {
    const scope = creator ? `collections:${sort}:${creator}` : `collections:${sort}`
    const after = scopedCursor(cursor, given, scope, 2)
    const rows = await queries.collections(sort, q ?? null, after, limit + 1, creator ?? null)
    const sortValue = (row: (typeof rows)[number]) =>
      ({ name: (row.name ?? '').toLowerCase(), items: row.item_count, volume: row.volume, newest: row.first_block })[
        sort
      ]
    const { results, cursor: next } = toPage(rows, limit, (last) =>
      cursor.encode([scope, sortValue(last), last.address]),
    )
    return { results: results.map((row) => toCollection(chainId, row)), cursor: next }
  }
