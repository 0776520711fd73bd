import type pg from 'pg'

/** An existing item that a lazy listing's item copies, and how it copies it. */
export type ItemOriginal = {
  /** `token`: a minted token (as indexed); `lazy`: an open lazy listing of another token, posted before. */
  kind: 'token' | 'lazy'
  /** The same token URI, or the same metadata document by content (`nft.item_content_hash`). */
  by: 'uri' | 'document'
  address: string
  tokenId: string
  /** The original's name, as indexed or read (null when it has none). */
  name: string | null
}

/** A lazy listing's item, as the voucher and its document say. */
export type LazyItemKey = {
  chainId: number
  /** Its token: never an original of itself (two vouchers of one token id may share a document). */
  address: string
  tokenId: string
  uri: string
  /** Its document's content hash; null when not read yet or when it says nothing. */
  contentHash: string | null
  /** Only lazy listings posted before it (`seq` below this) count; null for a voucher not stored yet. */
  postedBefore: string | null
}

// In the order the checks are worth making: a minted token before a lazy listing, the URI before the content.
const ORIGINAL_SQL = `
  (SELECT 'token' AS kind, 'uri' AS by, t.address, t.token_id::text AS token_id, t.name FROM nft.tokens t
    WHERE t.token_uri = $2 AND t.chain_id = $1 AND NOT (t.address = $4 AND t.token_id = $5::numeric) LIMIT 1)
  UNION ALL
  (SELECT 'token', 'document', t.address, t.token_id::text, t.name FROM nft.tokens t
    WHERE t.chain_id = $1 AND t.content_hash = $3 AND NOT (t.address = $4 AND t.token_id = $5::numeric) LIMIT 1)
  UNION ALL
  (SELECT 'lazy', 'uri', o.address, o.token_id::text, l.name FROM market.orders o
     LEFT JOIN market.lazy_items l ON l.chain_id = o.chain_id AND l.order_hash = o.order_hash
    WHERE o.parameters->>'uri' = $2 AND o.kind = 'lazy' AND o.chain_id = $1 AND o.status IN ('active', 'inactive')
      AND NOT (o.address = $4 AND o.token_id = $5::numeric) AND ($6::bigint IS NULL OR o.seq < $6::bigint) LIMIT 1)
  UNION ALL
  (SELECT 'lazy', 'document', o.address, o.token_id::text, l.name FROM market.lazy_items l
     JOIN market.orders o ON o.chain_id = l.chain_id AND o.order_hash = l.order_hash
    WHERE l.chain_id = $1 AND l.content_hash = $3 AND o.status IN ('active', 'inactive')
      AND NOT (o.address = $4 AND o.token_id = $5::numeric) AND ($6::bigint IS NULL OR o.seq < $6::bigint) LIMIT 1)
  LIMIT 1`

/**
 * The existing item a lazy listing's item copies, or null: a minted token with its token URI or
 * its document (by content), or an open lazy listing of another token, posted before it, with
 * either. A buyer of a copy would mint a second token of an item that exists already. The one
 * definition of a copy, used by `postOrder` (a copy is refused) and the indexer (a lazy listing
 * found to be one later is made inactive).
 */
export async function findItemOriginal(
  db: Pick<pg.ClientBase, 'query'>,
  item: LazyItemKey,
): Promise<ItemOriginal | null> {
  const { rows } = await db.query<{
    kind: ItemOriginal['kind']
    by: ItemOriginal['by']
    address: string
    token_id: string
    name: string | null
  }>(ORIGINAL_SQL, [item.chainId, item.uri, item.contentHash, item.address, item.tokenId, item.postedBefore])
  const row = rows[0]
  return row ? { kind: row.kind, by: row.by, address: row.address, tokenId: row.token_id, name: row.name } : null
}

/** An original in words, for a refusal or an order's reason: `"Dunes #1" (token 1 of 0xAbc…)`. */
export function describeOriginal(original: ItemOriginal): string {
  const which = `token ${original.tokenId} of ${original.address}`
  const item = original.name ? `"${original.name}" (${which})` : which
  const what = original.by === 'uri' ? 'token URI' : 'metadata document'
  return original.kind === 'token'
    ? `its ${what} is that of ${item}, an item that exists already`
    : `its ${what} is that of ${item}, listed here before it and not minted yet`
}
