import {
  type CollectionTokensInput,
  collectionTokensSql,
  pageLimit,
  TOKEN_PAGE_COLUMNS,
} from './collectionTokensSql.ts'

/** Where a row of the price order stands: its part (listed first) and its cheapest listing's unit price. */
export type PriceKey = { price_rank: 0 | 1; price: string | null }

/**
 * The SQL of one page in price order, low → high, listed first (PRODUCT.md §5): the tokens with an
 * active listing by their cheapest one's unit price (the price a buyer pays per item, as the floor),
 * then token id; after them every other token by token id. Each row carries its {@link PriceKey};
 * `after` is the last row's `[price_rank, price, token_id]` (price empty in the unlisted part).
 *
 * The listed part walks the collection's active listings in price order (orders_by_collection; equal
 * prices sorted by token id as they come), each token at its cheapest listing only, and stops at the
 * page's end: a page costs about `limit` listings, however many the collection has (grouping them
 * all took 71 ms a page at 10,000: bench:api's fixture). With a trait filter the planner may join all
 * of them with the trait's tokens instead (6–13 ms a page at 10,000); the unlisted part is the token-id walk of
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
        idsOnly: true,
        after: inUnlisted && tokenId !== undefined ? [tokenId] : null,
      })
  const values = unlisted?.values ?? [input.chainId, input.address]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const limit = pageLimit(input, param)
  // AND across trait types, OR across the values of one, per listed token.
  const traits = input.traits.map(
    ([traitType, traitValues]) => `EXISTS (SELECT 1 FROM nft.token_traits tt
      WHERE tt.chain_id = $1 AND tt.address = $2 AND tt.token_id = o.token_id
        AND tt.trait_type = ${param(traitType)} AND tt.value = ANY(${param(traitValues)}::text[]))`,
  )
  // The price bound alone as well: the index's own order (price, then hash) can start there.
  const after = (priceParam: string, tokenParam: string) =>
    `o.unit_price >= ${priceParam}::numeric AND (o.unit_price, o.token_id) > (${priceParam}::numeric, ${tokenParam}::numeric)`
  const keyset = inUnlisted ? 'false' : input.after ? after(param(price), param(tokenId)) : 'true'
  // The page's listings, each its token's cheapest (by price, then hash, as getOrders picks it) of an
  // indexed token.
  const listed = `SELECT 0 AS price_rank, o.unit_price AS price, o.token_id FROM market.orders o
     WHERE o.chain_id = $1 AND o.address = $2 AND o.side = 'listing' AND o.status = 'active'
       AND NOT EXISTS (SELECT 1 FROM market.orders c
             WHERE c.chain_id = $1 AND c.address = $2 AND c.token_id = o.token_id AND c.side = 'listing'
               AND c.status = 'active' AND (c.unit_price, c.order_hash) < (o.unit_price, o.order_hash))
       AND EXISTS (SELECT 1 FROM nft.tokens x WHERE x.chain_id = $1 AND x.address = $2 AND x.token_id = o.token_id)
       AND ${[...traits, keyset].join(' AND ')}
     ORDER BY o.unit_price, o.token_id LIMIT ${limit}`
  const page = unlisted
    ? `(${listed})
       UNION ALL
       (SELECT 1 AS price_rank, NULL::numeric AS price, u.token_id FROM (${unlisted.text}) AS u)
       ORDER BY price_rank, price, token_id LIMIT ${limit}`
    : listed
  // The page's token ids first, then their columns once (each column's subqueries cost planning
  // time per call, and the planner may compute them before a sort for every candidate).
  const text = `SELECT p.price_rank, p.price::text AS price, ${TOKEN_PAGE_COLUMNS}
      FROM (${page}) AS p
      JOIN nft.tokens t ON t.chain_id = $1 AND t.address = $2 AND t.token_id = p.token_id
     ORDER BY p.price_rank, p.price, p.token_id`
  return { text, values }
}
