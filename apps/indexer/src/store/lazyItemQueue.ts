import type { TokenMetadata } from '@vitrine/metadata'
import type pg from 'pg'

/** A lazy item due to be read: its order, its token and its voucher's URI. */
export type DueLazyItem = { order_hash: string; address: string; token_id: string; uri: string; attempts: number }

/**
 * Queues the items of open lazy orders that have none, with their voucher's URI (postOrder stores
 * the item it read, so these are orders stored otherwise).
 */
export async function queueLazyItems(pool: pg.Pool, chainId: number): Promise<void> {
  await pool.query(
    `INSERT INTO market.lazy_items (chain_id, order_hash, address, token_id, uri)
     SELECT o.chain_id, o.order_hash, o.address, o.token_id, o.parameters->>'uri'
       FROM market.orders o
      WHERE o.chain_id = $1 AND o.kind = 'lazy' AND o.status IN ('active', 'inactive')
        AND o.parameters->>'uri' IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM market.lazy_items l WHERE l.chain_id = o.chain_id AND l.order_hash = o.order_hash)
     ON CONFLICT DO NOTHING`,
    [chainId],
  )
}

/** Up to `limit` items due (queued, or put back by `refreshMetadata`), the longest waiting first. */
export async function readDueLazyItems(pool: pg.Pool, chainId: number, limit: number): Promise<DueLazyItem[]> {
  const { rows } = await pool.query<DueLazyItem>(
    `SELECT order_hash, address, token_id::text AS token_id, uri, attempts FROM market.lazy_items
      WHERE chain_id = $1 AND status = 'pending' AND next_at <= now()
      ORDER BY next_at LIMIT $2`,
    [chainId, limit],
  )
  return rows
}

/** Stores an item's document as read. */
export async function writeLazyItem(pool: pg.Pool, chainId: number, orderHash: string, item: TokenMetadata) {
  await pool.query(
    `UPDATE market.lazy_items SET status = 'ok', name = $3, description = $4, image = $5, attributes = $6::jsonb,
            attempts = attempts + 1, error = NULL
      WHERE chain_id = $1 AND order_hash = $2`,
    [chainId, orderHash, item.name, item.description, item.image, JSON.stringify(item.attributes)],
  )
}

/** An item whose read failed: tried again after `delaySeconds`, or `failed`. */
export async function writeLazyItemFailure(
  pool: pg.Pool,
  chainId: number,
  orderHash: string,
  failure: { attempts: number; failed: boolean; delaySeconds: number; error: string | null },
) {
  await pool.query(
    `UPDATE market.lazy_items SET attempts = $3, status = $4, next_at = now() + make_interval(secs => $5), error = $6
      WHERE chain_id = $1 AND order_hash = $2`,
    [chainId, orderHash, failure.attempts, failure.failed ? 'failed' : 'pending', failure.delaySeconds, failure.error],
  )
}
