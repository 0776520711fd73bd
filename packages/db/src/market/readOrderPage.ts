import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import type { BookOrderRow } from './BookOrderRow.ts'
import { type OrderFilter, orderPageSql, sqlValues } from './orderPageSql.ts'

/** A page of orders of chain `chainId`; `after` is the previous page's last (unit price, hash) or (seq). */
export async function readOrderPage(
  db: Db,
  chainId: number,
  filter: OrderFilter,
  after: string[] | null,
  limit: number,
): Promise<BookOrderRow[]> {
  const { values, param } = sqlValues([chainId, filter.side, limit])
  const item = {
    address: filter.address === null ? null : param(filter.address),
    tokenId: filter.tokenId === null ? null : `${param(filter.tokenId)}::numeric`,
  }
  const { rows } = await db.query<BookOrderRow>(
    namedStatement('market', orderPageSql(filter, after, item, param), values),
  )
  return rows
}
