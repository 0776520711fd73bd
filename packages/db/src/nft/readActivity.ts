import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import { ACTIVITY_COLUMNS, type ActivityRow } from './ActivityRow.ts'

/** The zero address as the partial indexes of an account's activity name it (migration 003). */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export type ActivityFilter = {
  address: string | null
  tokenId: string | null
  account: string | null
  /** Types as stored: a burn is stored as 'burn' and reported as a transfer. */
  types: string[] | null
  /** Trading sources (`opensea` …): only items that came through one of them. */
  sources: string[] | null
}

/** Activity, newest first, by collection, token or account (either side), type and source, after the key `after`. */
export async function readActivity(
  db: Db,
  chainId: number,
  filter: ActivityFilter,
  after: string[] | null,
  limit: number,
): Promise<ActivityRow[]> {
  const values: unknown[] = [chainId, limit]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  // A sale's own NFT transfer is not shown beside it: the sale names seller and buyer.
  const where = ['a.chain_id = $1', 'NOT a.settles_sale']
  if (filter.address) where.push(`a.address = ${param(filter.address)}`)
  if (filter.tokenId) where.push(`a.token_id = ${param(filter.tokenId)}::numeric`)
  if (filter.types) where.push(`a.type = ANY(${param(filter.types)}::text[])`)
  if (filter.sources) where.push(`a.source = ANY(${param(filter.sources)}::text[])`)
  if (after) {
    where.push(
      `(a.block_number, a.log_index, a.batch_index) < (${param(after[0])}::bigint, ${param(after[1])}::int, ${param(after[2])}::int)`,
    )
  }
  const order = 'ORDER BY a.block_number DESC, a.log_index DESC, a.batch_index DESC LIMIT $2'
  const select = (side: string) => `SELECT ${ACTIVITY_COLUMNS} FROM nft.activity a
    WHERE ${[...where, side].join(' AND ')} ${order}`
  // An account's activity is two index ranges (as sender, as receiver), each already in order.
  const sql = filter.account
    ? (() => {
        const account = param(filter.account)
        // The zero-address condition matches the partial indexes (the zero address is refused as an account).
        const side = (column: string) => `a.${column} = ${account} AND a.${column} <> '${ZERO_ADDRESS}'`
        return `SELECT * FROM ((${select(side('from_address'))}) UNION (${select(side('to_address'))})) AS a
          ${order}`
      })()
    : select('true')
  const { rows } = await db.query<ActivityRow>(namedStatement('nft', sql, values))
  return rows
}
