import type pg from 'pg'

/**
 * The open lazy orders whose item these tokens' metadata (just stored) may make copies: the same
 * token URI or the same document. A token indexed after a lazy listing of the same item was posted
 * (it was not there for postOrder to see) makes that listing a copy.
 */
export async function lazyOrdersLike(
  pool: pg.Pool,
  chainId: number,
  tokens: readonly { address: string; tokenId: string }[],
): Promise<string[]> {
  if (tokens.length === 0) return []
  const { rows } = await pool.query<{ order_hash: string }>(
    `WITH written AS (
       SELECT t.token_uri, t.content_hash FROM unnest($2::text[], $3::numeric[]) AS w(address, token_id)
         JOIN nft.tokens t ON t.chain_id = $1 AND t.address = w.address AND t.token_id = w.token_id
     )
     SELECT o.order_hash FROM written w
       JOIN market.orders o ON o.parameters->>'uri' = w.token_uri AND o.kind = 'lazy' AND o.chain_id = $1
      WHERE o.status IN ('active', 'inactive')
     UNION
     SELECT l.order_hash FROM written w
       JOIN market.lazy_items l ON l.chain_id = $1 AND l.content_hash = w.content_hash
       JOIN market.orders o ON o.chain_id = l.chain_id AND o.order_hash = l.order_hash
      WHERE o.status IN ('active', 'inactive')`,
    [chainId, tokens.map((token) => token.address), tokens.map((token) => token.tokenId)],
  )
  return rows.map((row) => row.order_hash)
}
