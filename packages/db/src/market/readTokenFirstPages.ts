import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import type { BookOrderRow } from './BookOrderRow.ts'
import { type OrderFilter, orderPageOrder, orderPageSql, sqlValues } from './orderPageSql.ts'

/** A token's first page of orders, not narrowed to a maker or an owner: what an NFT page asks. */
export type TokenFirstPage = { filter: OrderFilter & { address: string; tokenId: string }; limit: number }

export const isTokenFirstPage = (filter: OrderFilter, after: string[] | null): filter is TokenFirstPage['filter'] =>
  filter.address !== null && filter.tokenId !== null && !filter.maker && !filter.owner && after === null

/**
 * Token first pages asked at once share a statement per terms (all but the token), a page per
 * token: one round trip and one wake-up of PostgreSQL instead of one per page.
 */
export async function readTokenFirstPages(
  db: Db,
  chainId: number,
  asked: readonly TokenFirstPage[],
): Promise<BookOrderRow[][]> {
  // The asked pages' indexes, by terms (all but the token).
  const groups = new Map<string, number[]>()
  for (const [index, { filter, limit }] of asked.entries()) {
    const terms = JSON.stringify([filter.side, filter.kind, filter.statuses, filter.sort, limit])
    groups.set(terms, [...(groups.get(terms) ?? []), index])
  }
  const pages = asked.map((): BookOrderRow[] => [])
  const readGroup = async ({ filter, limit }: TokenFirstPage, tokens: TokenFirstPage['filter'][]) => {
    const { values, param } = sqlValues([chainId, filter.side, limit])
    const list = `unnest(${param(tokens.map((token) => token.address))}::text[], ${param(tokens.map((token) => token.tokenId))}::numeric[])`
    const page = orderPageSql(filter, null, { address: 't.address', tokenId: 't.token_id' }, param)
    const { rows } = await db.query<BookOrderRow & { token_index: string }>(
      namedStatement(
        'market',
        `SELECT t.token_index, o.* FROM ${list} WITH ORDINALITY AS t(address, token_id, token_index)
           CROSS JOIN LATERAL (${page}) AS o ORDER BY t.token_index, ${orderPageOrder(filter, 'o')}`,
        values,
      ),
    )
    return rows
  }
  await Promise.all(
    [...groups.values()].map(async (indexes) => {
      const members = indexes.map((index) => asked[index] as TokenFirstPage)
      const rows = await readGroup(
        members[0] as TokenFirstPage,
        members.map((member) => member.filter),
      )
      // `token_index` counts from 1, in the group's order.
      for (const { token_index, ...row } of rows) pages[indexes[Number(token_index) - 1] as number]?.push(row)
    }),
  )
  return pages
}
