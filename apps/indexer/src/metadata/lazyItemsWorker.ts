import { fetchMetadata, type MetadataOptions, storableText } from '@vitrine/metadata'
import type pg from 'pg'
import { afterFailure, storedOrFailure } from './afterFailure.ts'
import { notifyDetails } from './notifyDetails.ts'

export type LazyItemsWorkerDeps = { pool: pg.Pool; chainId: number; options: MetadataOptions }

type Due = { address: string; token_id: string; uri: string; attempts: number }

/**
 * One round of the lazy items' queue (items listed with a mint voucher, not minted yet): open lazy
 * orders not queued yet are queued by their token, with their voucher's URI; then up to `limit`
 * due items get their name and picture, read like a token's metadata (the same safe-fetch rules,
 * gateways, limits and validation) and with the same failure handling. Returns how many it read.
 */
export async function processLazyItems(deps: LazyItemsWorkerDeps, limit = 20): Promise<number> {
  const { pool, chainId } = deps
  // A token listed by several vouchers keeps the first one's URI.
  await pool.query(
    `INSERT INTO market.lazy_items (chain_id, address, token_id, uri)
     SELECT DISTINCT ON (o.address, o.token_id) o.chain_id, o.address, o.token_id, o.parameters->>'uri'
       FROM market.orders o
      WHERE o.chain_id = $1 AND o.kind = 'lazy' AND o.status IN ('active', 'inactive')
        AND o.parameters->>'uri' IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM market.lazy_items l
                         WHERE l.chain_id = o.chain_id AND l.address = o.address AND l.token_id = o.token_id)
      ORDER BY o.address, o.token_id, o.seq
     ON CONFLICT DO NOTHING`,
    [chainId],
  )
  const { rows } = await pool.query<Due>(
    `SELECT address, token_id::text AS token_id, uri, attempts FROM market.lazy_items
      WHERE chain_id = $1 AND status = 'pending' AND next_at <= now()
      ORDER BY next_at LIMIT $2`,
    [chainId, limit],
  )
  if (rows.length === 0) return 0
  const outcomes = await Promise.allSettled(
    rows.map((row) => fetchMetadata(row.uri, BigInt(row.token_id), deps.options)),
  )
  for (const [i, outcome] of outcomes.entries()) {
    const row = rows[i] as Due
    const key = [chainId, row.address, row.token_id]
    let error: unknown
    if (outcome.status === 'fulfilled') {
      error = await storedOrFailure(
        pool.query(
          `UPDATE market.lazy_items SET status = 'ok', name = $4, image = $5, attempts = attempts + 1, error = NULL
            WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
          [...key, outcome.value.name, outcome.value.image],
        ),
      )
      if (!error) continue
    } else {
      error = outcome.reason
    }
    const attempts = row.attempts + 1
    const { failed, delaySeconds } = afterFailure(error, attempts)
    await pool.query(
      `UPDATE market.lazy_items SET attempts = $4, status = $5, next_at = now() + make_interval(secs => $6), error = $7
        WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
      [
        ...key,
        attempts,
        failed ? 'failed' : 'pending',
        delaySeconds,
        storableText(String((error as Error).message), 500),
      ],
    )
  }
  // Open collection pages show the names and pictures now had (their lazy listings are read again).
  await notifyDetails(
    pool,
    rows.map((row) => ({ address: row.address, tokenId: row.token_id })),
  )
  return rows.length
}
