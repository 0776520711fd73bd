import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import { BOOK_ORDER_COLUMNS, type BookOrderRow } from './BookOrderRow.ts'

/** One order of the book by its hash, or null. */
export async function readOrder(db: Db, chainId: number, orderHash: string): Promise<BookOrderRow | null> {
  const { rows } = await db.query<BookOrderRow>(
    namedStatement(
      'market',
      `SELECT ${BOOK_ORDER_COLUMNS} FROM market.orders o WHERE o.chain_id = $1 AND o.order_hash = $2`,
      [chainId, orderHash],
    ),
  )
  return rows[0] ?? null
}
