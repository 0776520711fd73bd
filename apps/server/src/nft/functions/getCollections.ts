import type { FunctionHandler } from '../../functions/defineFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { toCollection } from '../nftShapes.ts'
import { scopedCursor, toPage } from '../paging.ts'

/** `getCollections({ sort, q? })`: every collection in one of four orders, searchable by name. */
export const getCollections =
  ({ queries, cursor, chainId }: NftFunctionDeps): FunctionHandler<'getCollections'> =>
  async ({ sort, q, limit, cursor: given }) => {
    const scope = `collections:${sort}`
    const rows = await queries.collections(sort, q ?? null, scopedCursor(cursor, given, scope, 2), limit + 1)
    const sortValue = (row: (typeof rows)[number]) =>
      ({ name: (row.name ?? '').toLowerCase(), items: row.item_count, volume: row.volume, newest: row.first_block })[
        sort
      ]
    const { results, cursor: next } = toPage(rows, limit, (last) =>
      cursor.encode([scope, sortValue(last), last.address]),
    )
    return { results: results.map((row) => toCollection(chainId, row)), cursor: next }
  }
