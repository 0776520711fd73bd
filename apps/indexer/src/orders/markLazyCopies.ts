import { describeOriginal, findItemOriginal, notifyLive } from '@vitrine/db'
import { type LazyFacts, lazyOrderState } from '@vitrine/market'
import type pg from 'pg'
import type { Address } from 'viem'

type OpenLazyOrder = {
  order_hash: string
  seq: string
  address: string
  token_id: string
  maker: string
  end_time: string
  status: string
  status_reason: string | null
  facts: Record<string, unknown>
  uri: string
  content_hash: string | null
  copy_of: string | null
}

/** Stored facts (as judged from the chain, numbers and booleans as JSON) as the state rule takes them. */
const lazyFactsOf = (facts: Record<string, unknown>): LazyFacts => ({
  nonceUsed: facts.nonceUsed === true,
  minted: facts.minted === true,
  minter: typeof facts.minter === 'string' ? (facts.minter as Address) : null,
  supplyFull: facts.supplyFull === true,
})

/**
 * Judges again whether the items of these open lazy orders copy an existing item (the one
 * definition, `findItemOriginal`: a minted token, or a lazy listing of another token posted before,
 * by token URI or by document). postOrder refused the copies it could see; these are found later —
 * a document that changed at its URI (read again on a refresh), or a token indexed since. A copy
 * is made inactive (`duplicateItem`), its item's `copy_of` saying which; one that no longer copies
 * anything gets back the status its chain facts give. Returns the orders whose status changed,
 * announced to open pages.
 */
export async function markLazyCopies(
  pool: pg.Pool,
  chainId: number,
  orderHashes: readonly string[],
): Promise<string[]> {
  if (orderHashes.length === 0) return []
  const { rows } = await pool.query<OpenLazyOrder>(
    `SELECT o.order_hash, o.seq::text AS seq, o.address, o.token_id::text AS token_id, o.maker, o.end_time::text AS end_time,
            o.status, o.status_reason, o.facts, o.parameters->>'uri' AS uri, l.content_hash, l.copy_of
       FROM market.orders o
       LEFT JOIN market.lazy_items l ON l.chain_id = o.chain_id AND l.order_hash = o.order_hash
      WHERE o.chain_id = $1 AND o.order_hash = ANY($2::text[]) AND o.kind = 'lazy' AND o.status IN ('active', 'inactive')`,
    [chainId, [...new Set(orderHashes)]],
  )
  const changed: { orderHash: string; address: string; tokenId: string; maker: string }[] = []
  const now = BigInt(Math.floor(Date.now() / 1000))
  for (const row of rows) {
    const original = await findItemOriginal(pool, {
      chainId,
      address: row.address,
      tokenId: row.token_id,
      uri: row.uri,
      contentHash: row.content_hash,
      postedBefore: row.seq,
    })
    const copyOf = original ? describeOriginal(original) : null
    // Kept with the item (a new one is queued to be read): the judgement from the chain reads it there.
    if (copyOf !== row.copy_of)
      await pool.query(
        `INSERT INTO market.lazy_items (chain_id, order_hash, address, token_id, uri, copy_of)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (chain_id, order_hash) DO UPDATE SET copy_of = excluded.copy_of`,
        [chainId, row.order_hash, row.address, row.token_id, row.uri, copyOf],
      )
    const state = lazyOrderState(
      lazyFactsOf(row.facts),
      { maker: row.maker as Address, expiry: BigInt(row.end_time), duplicateItem: original !== null },
      now,
    )
    // Only what the copy changes: the chain's own verdicts (filled, cancelled …) stay the indexer's to write.
    const wasCopy = row.status_reason === 'duplicateItem'
    if ((original !== null) === wasCopy) continue
    await pool.query(
      `UPDATE market.orders SET status = $3, status_reason = $4, updated_at = now()
        WHERE chain_id = $1 AND order_hash = $2 AND status IN ('active', 'inactive')`,
      [chainId, row.order_hash, state.status, state.statusReason],
    )
    changed.push({ orderHash: row.order_hash, address: row.address, tokenId: row.token_id, maker: row.maker })
  }
  if (changed.length > 0)
    await notifyLive(pool, {
      cause: 'order',
      block: null,
      collections: [...new Set(changed.map((order) => order.address))],
      tokens: changed.map(({ address, tokenId }) => ({ address, tokenId })),
      accounts: [...new Set(changed.map((order) => order.maker))],
      orders: changed.map((order) => order.orderHash),
      everything: false,
    })
  return changed.map((order) => order.orderHash)
}

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
