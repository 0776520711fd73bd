import type { TokenSort } from '@vitrine/api'
import { bestOrderColumns } from './bestOrderColumns.ts'

/** AND across trait types, OR across the values of one type. */
export type TraitFilter = [traitType: string, values: string[]][]

export type CollectionTokensInput = {
  chainId: number
  address: string
  traits: TraitFilter
  /** Only tokens with an active listing. */
  listed?: boolean
  /** Only tokens without one (the second part of the price order). */
  unlisted?: boolean
  /** The page's token ids only, for a query that adds the columns itself (the price order). */
  idsOnly?: boolean
  after: string[] | null
  limit: number
}

/** The sorts walked over the tokens' own indexes; `price` is built on them (collectionTokensByPriceSql). */
export type TokenWalkSort = Exclude<TokenSort, 'price'>

const orderBy = (sort: TokenWalkSort, alias: string) =>
  sort === 'tokenId' ? `${alias}.token_id` : `${alias}.first_block DESC, ${alias}.token_id DESC`

/** An active listing of token `alias.token_id` exists ($1 chain, $2 collection): orders_by_token, one probe. */
export const hasActiveListing = (alias: string) =>
  `EXISTS (SELECT 1 FROM market.orders lo WHERE lo.chain_id = $1 AND lo.address = $2
    AND lo.token_id = ${alias}.token_id AND lo.side = 'listing' AND lo.status = 'active')`

/**
 * A page's size in the SQL. Without trait filters a literal, not a parameter: PostgreSQL then keeps
 * one generic plan of a named statement instead of planning it on every call (it cannot cost a
 * generic plan whose LIMIT is unknown); measured on bench:api's database, a page by token id 2.83 →
 * 1.55 ms a call, in price order 4.04 → 2.66 ms. With filters a parameter, so planned per call:
 * their best plan depends on how common the values are (a generic plan of the price order took
 * 88–207 ms a page with a 1–3% filter, against 18–31 ms planned per call). Page sizes are 1–101.
 */
export function pageLimit(input: CollectionTokensInput, param: (value: unknown) => string): string {
  const { limit } = input
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`a page size must be a positive integer, not ${limit}`)
  return input.traits.length > 0 ? param(limit) : String(limit)
}

/** A page row's columns, of token `t` ($1 chain, $2 collection), its best orders included. */
export const TOKEN_PAGE_COLUMNS = `t.address, t.token_id::text AS token_id, t.first_block::text AS first_block,
    (SELECT standard FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2) AS standard,
    (SELECT name FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2) AS collection_name,
    (SELECT symbol FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2) AS collection_symbol,
    t.name, t.description, t.image, t.attributes, t.token_uri, t.metadata_status,
    (SELECT b.owner FROM nft.balances b
      WHERE b.chain_id = $1 AND b.address = $2 AND b.token_id = t.token_id AND b.amount > 0
      ORDER BY b.amount DESC, b.owner LIMIT 1) AS owner,
    ${bestOrderColumns('$1', '$2', 't.token_id')}`

/**
 * The SQL of one page of a collection's tokens, one statement. Unfiltered, it walks the tokens'
 * index in sort order. Filtered, it walks the index range of each value of the first trait type
 * (the caller puts the rarest first), in sort order, checks the other types per candidate, and
 * stops at the page's end: a page costs about `limit` index entries, however many tokens match,
 * instead of every match sorted. ERC-721 rows carry their owner, so the page needs no second query.
 */
export function collectionTokensSql(input: CollectionTokensInput & { sort: TokenWalkSort }): {
  text: string
  values: unknown[]
} {
  const { sort, traits, after } = input
  const values: unknown[] = [input.chainId, input.address]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const limit = pageLimit(input, param)
  // Probes orders_by_token per candidate, in sort order, so the keyset and the page end hold.
  const listedOnly = (alias: string) =>
    input.listed ? hasActiveListing(alias) : input.unlisted ? `NOT ${hasActiveListing(alias)}` : 'true'
  const keyset = (alias: string) => {
    if (!after) return 'true'
    return sort === 'tokenId'
      ? `${alias}.token_id > ${param(after[0])}::numeric`
      : `(${alias}.first_block, ${alias}.token_id) < (${param(after[0])}::bigint, ${param(after[1])}::numeric)`
  }
  const columns = input.idsOnly ? 't.token_id' : TOKEN_PAGE_COLUMNS

  if (traits.length === 0) {
    const text = `SELECT ${columns} FROM nft.tokens t
      WHERE t.chain_id = $1 AND t.address = $2 AND ${keyset('t')} AND ${listedOnly('t')}
      ORDER BY ${orderBy(sort, 't')} LIMIT ${limit}`
    return { text, values }
  }
  // Each type's value list and name, as parameters.
  const types = traits.map(([traitType, traitValues]) => ({ type: param(traitType), values: param(traitValues) }))
  const matches = (alias: string, i: number) =>
    `${alias}.trait_type = ${types[i]?.type} AND ${alias}.value = ANY(${types[i]?.values}::text[])`
  const others = types.slice(1).map(
    (_, i) => `EXISTS (SELECT 1 FROM nft.token_traits o
      WHERE o.chain_id = $1 AND o.address = $2 AND o.token_id = d.token_id AND ${matches('o', i + 1)})`,
  )
  const ids = `SELECT DISTINCT x.token_id, x.first_block FROM unnest(${types[0]?.values}::text[]) AS v(value)
    CROSS JOIN LATERAL (
      SELECT d.token_id, d.first_block FROM nft.token_traits d
       WHERE d.chain_id = $1 AND d.address = $2 AND d.trait_type = ${types[0]?.type} AND d.value = v.value
         AND ${[...others, keyset('d'), listedOnly('d')].join(' AND ')}
       ORDER BY ${orderBy(sort, 'd')} LIMIT ${limit}
    ) AS x
    ORDER BY ${orderBy(sort, 'x')} LIMIT ${limit}`
  const text = `SELECT ${columns} FROM (${ids}) AS ids
    JOIN nft.tokens t ON t.chain_id = $1 AND t.address = $2 AND t.token_id = ids.token_id
    ORDER BY ${orderBy(sort, 't')}`
  return { text, values }
}
