import type { OrderSide, OrderStatus } from '@vitrine/api'
import { BOOK_ORDER_COLUMNS } from './BookOrderRow.ts'
import { lazyTraitsSql } from './lazyTraitsSql.ts'

/** Which orders a page of the order book shows, and in which order. */
export type OrderFilter = {
  side: OrderSide
  address: string | null
  tokenId: string | null
  maker: string | null
  /** Orders on tokens this address holds now, collection offers on collections it holds some of; not its own. */
  owner?: string | null
  kind: string | null
  /** Lazy listings whose item has these traits (each type any of its values). */
  traits?: Record<string, string[]> | null
  statuses: OrderStatus[]
  sort: 'price' | 'newest'
}

/** A statement's values, starting with `first`; `param` adds one and answers its placeholder. */
export function sqlValues(first: unknown[]) {
  const values = [...first]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  return { values, param }
}

/**
 * A page's SQL: `$1` the chain, `$2` the side, `$3` the limit; the item's address and token id are
 * SQL expressions (a parameter, or a column of the list of tokens read together), other values
 * are added by `param`.
 */
export function orderPageSql(
  filter: OrderFilter,
  after: string[] | null,
  item: { address: string | null; tokenId: string | null },
  param: (value: unknown) => string,
): string {
  const where = ['o.chain_id = $1', 'o.side = $2']
  where.push(
    filter.statuses.length === 1
      ? `o.status = ${param(filter.statuses[0])}`
      : `o.status = ANY(${param(filter.statuses)}::text[])`,
  )
  if (item.address) where.push(`o.address = ${item.address}`)
  if (filter.maker) where.push(`o.maker = ${param(filter.maker)}`)
  if (filter.kind) where.push(`o.kind = ${param(filter.kind)}`)
  if (filter.traits) where.push(...lazyTraitsSql(filter.traits, param))
  if (filter.owner) {
    // One probe of balances_by_owner per candidate order, in the page's order.
    const owner = param(filter.owner)
    where.push(`o.maker <> ${owner}`)
    where.push(`EXISTS (SELECT 1 FROM nft.balances b WHERE b.chain_id = $1 AND b.owner = ${owner}
      AND b.address = o.address AND (o.token_id IS NULL OR b.token_id = o.token_id) AND b.amount > 0)`)
  }
  const best = filter.side === 'listing' ? 'ASC' : 'DESC'
  const order = filter.sort === 'newest' ? 'o.seq DESC' : `o.unit_price ${best}, o.order_hash ${best}`
  if (after) {
    where.push(
      filter.sort === 'newest'
        ? `o.seq < ${param(after[0])}::bigint`
        : `(o.unit_price, o.order_hash) ${best === 'ASC' ? '>' : '<'} (${param(after[0])}::numeric, ${param(after[1])})`,
    )
  }
  const select = (extra: string) =>
    `SELECT ${BOOK_ORDER_COLUMNS} FROM market.orders o WHERE ${[...where, extra].join(' AND ')} ORDER BY ${order} LIMIT $3`
  if (item.tokenId === null) return select('true')
  if (filter.side === 'listing') return select(`o.token_id = ${item.tokenId}`)
  // Offers on a token include the collection offers that would buy it: two index ranges, merged.
  return `SELECT * FROM ((${select(`o.token_id = ${item.tokenId}`)}) UNION ALL (${select("o.token_id IS NULL AND o.kind = 'collectionOffer'")})) AS o
    ORDER BY ${orderPageOrder(filter, 'o')} LIMIT $3`
}

/** A page's order in the columns it answers (`unit_price_n`, `seq_n`), of the rows named `alias`. */
export function orderPageOrder(filter: OrderFilter, alias: string): string {
  const best = filter.side === 'listing' ? 'ASC' : 'DESC'
  return filter.sort === 'newest' ? `${alias}.seq_n DESC` : `${alias}.unit_price_n ${best}, ${alias}.order_hash ${best}`
}
