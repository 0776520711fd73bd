import { type CollectionTokensInput, collectionTokensSql, TOKEN_PAGE_COLUMNS } from './collectionTokensSql.ts'

/** Where a row of the price order stands: its part (listed first) and its cheapest listing's unit price. */
export type PriceKey = { price_rank: 0 | 1; price: string | null }

/**
 * The SQL of one page in price order, low → high, listed first (PRODUCT.md §5): the tokens with an
 * active listing by their cheapest one's unit price (the price a buyer pays per item, as the floor),
 * then token id; after them every other token by token id. Each row carries its {@link PriceKey};
 * `after` is the last row's `[price_rank, price, token_id]` (price empty in the unlisted part).
 *
 * The listed part groups the collection's active listings (orders_by_collection: one index range,
 * as big as the collection's listings, not its tokens); the unlisted part is the token-id walk of
 * {@link collectionTokensSql} (with its trait plan) over tokens without an active listing. A token
 * listed, sold or cancelled moves between the parts at once: nothing is kept between requests.
 */
export function collectionTokensByPriceSql(input: CollectionTokensInput): { text: string; values: unknown[] } {
  const [rank, price, tokenId] = input.after ?? []
  const inUnlisted = rank === '1'
  const unlisted = input.listed
    ? null
    : collectionTokensSql({
        ...input,
        sort: 'tokenId',
        listed: false,
        unlisted: true,
        after: inUnlisted && tokenId !== undefined ? [tokenId] : null,
      })
  const values = unlisted?.values ?? [input.chainId, input.address, input.limit]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  // AND across trait types, OR across the values of one, per listed token.
  const traits = input.traits.map(
    ([traitType, traitValues]) => `EXISTS (SELECT 1 FROM nft.token_traits tt
      WHERE tt.chain_id = $1 AND tt.address = $2 AND tt.token_id = l.token_id
        AND tt.trait_type = ${param(traitType)} AND tt.value = ANY(${param(traitValues)}::text[]))`,
  )
  const keyset = inUnlisted
    ? 'false'
    : input.after
      ? `(l.price, l.token_id) > (${param(price)}::numeric, ${param(tokenId)}::numeric)`
      : 'true'
  const listed = `SELECT 0 AS price_rank, l.price::text AS price, ${TOKEN_PAGE_COLUMNS}
      FROM (SELECT o.token_id, min(o.unit_price) AS price FROM market.orders o
             WHERE o.chain_id = $1 AND o.address = $2 AND o.side = 'listing' AND o.status = 'active'
             GROUP BY o.token_id) AS l
      JOIN nft.tokens t ON t.chain_id = $1 AND t.address = $2 AND t.token_id = l.token_id
     WHERE ${[...traits, keyset].join(' AND ')}
     ORDER BY l.price, l.token_id LIMIT $3`
  if (!unlisted) return { text: listed, values }
  const text = `SELECT * FROM (
      (${listed})
      UNION ALL
      (SELECT 1 AS price_rank, NULL::text AS price, u.* FROM (${unlisted.text}) AS u)
    ) AS p ORDER BY p.price_rank, p.price::numeric, p.token_id::numeric LIMIT $3`
  return { text, values }
}
