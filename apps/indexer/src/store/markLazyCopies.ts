import { describeOriginal, findItemOriginal, notifyLive } from '@vitrine/db'
import type pg from 'pg'
import { judgeLazyCopy, type OpenLazyOrder } from '../orderBook/judgeLazyCopy.ts'

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
    const state = judgeLazyCopy(row, original !== null, now)
    if (!state) continue
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
