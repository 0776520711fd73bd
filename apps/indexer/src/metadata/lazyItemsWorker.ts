import { fetchMetadata, type MetadataOptions, storableText } from '@vitrine/metadata'
import type pg from 'pg'
import { markLazyCopies } from '../orders/markLazyCopies.ts'
import { afterFailure, storedOrFailure } from './afterFailure.ts'
import { notifyDetails } from './notifyDetails.ts'

export type LazyItemsWorkerDeps = { pool: pg.Pool; chainId: number; options: MetadataOptions }

type Due = { order_hash: string; address: string; token_id: string; uri: string; attempts: number }

/**
 * One round of the lazy items' queue (items listed with a mint voucher, not minted yet; one per
 * lazy order, each its own voucher's): open lazy orders without an item are queued, with their
 * voucher's URI (postOrder stores the item it read, so these are orders stored otherwise); then up
 * to `limit` due items (queued, or put back by `refreshMetadata`) are read like a token's metadata
 * (the same safe-fetch rules, gateways, limits, validation and failure handling), and each one read
 * is checked again for a copy of an existing item (`markLazyCopies`). Returns how many it read.
 */
export async function processLazyItems(deps: LazyItemsWorkerDeps, limit = 20): Promise<number> {
  const { pool, chainId } = deps
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
  const { rows } = await pool.query<Due>(
    `SELECT order_hash, address, token_id::text AS token_id, uri, attempts FROM market.lazy_items
      WHERE chain_id = $1 AND status = 'pending' AND next_at <= now()
      ORDER BY next_at LIMIT $2`,
    [chainId, limit],
  )
  if (rows.length === 0) return 0
  const outcomes = await Promise.allSettled(
    rows.map((row) => fetchMetadata(row.uri, BigInt(row.token_id), deps.options)),
  )
  const read: string[] = []
  for (const [i, outcome] of outcomes.entries()) {
    const row = rows[i] as Due
    const key = [chainId, row.order_hash]
    let error: unknown
    if (outcome.status === 'fulfilled') {
      const item = outcome.value
      error = await storedOrFailure(
        pool.query(
          `UPDATE market.lazy_items SET status = 'ok', name = $3, description = $4, image = $5, attributes = $6::jsonb,
                  attempts = attempts + 1, error = NULL
            WHERE chain_id = $1 AND order_hash = $2`,
          [...key, item.name, item.description, item.image, JSON.stringify(item.attributes)],
        ),
      )
      if (!error) {
        read.push(row.order_hash)
        continue
      }
    } else {
      error = outcome.reason
    }
    const attempts = row.attempts + 1
    const { failed, delaySeconds } = afterFailure(error, attempts)
    await pool.query(
      `UPDATE market.lazy_items SET attempts = $3, status = $4, next_at = now() + make_interval(secs => $5), error = $6
        WHERE chain_id = $1 AND order_hash = $2`,
      [
        ...key,
        attempts,
        failed ? 'failed' : 'pending',
        delaySeconds,
        storableText(String((error as Error).message), 500),
      ],
    )
  }
  await markLazyCopies(pool, chainId, read)
  // Open collection pages show the names and pictures now had (their lazy listings are read again).
  await notifyDetails(
    pool,
    rows.map((row) => ({ address: row.address, tokenId: row.token_id })),
  )
  return rows.length
}
