import type pg from 'pg'
import type { OrderUpdate } from '../orderBook/OrderUpdate.ts'

/** Changes older than this many blocks cannot be reorged (reorg.ts keeps as many block hashes). */
const KEPT_CHANGES = 256n

/**
 * Writes order states judged at `blockNumber` (in the batch's transaction), keeping the state
 * each changed order had before, so that a reorg can put it back. An order whose facts are newer
 * already, or that became final meanwhile (expired by the timer), is left as it is.
 */
export async function writeOrderUpdates(
  client: pg.PoolClient,
  chainId: number,
  updates: readonly OrderUpdate[],
  blockNumber: bigint,
): Promise<void> {
  if (updates.length > 0) {
    const changed = updates.filter((u) => u.changed)
    if (changed.length > 0) {
      await client.query(
        `INSERT INTO market.order_changes (chain_id, block_number, order_hash, previous)
         SELECT $1, $2, * FROM unnest($3::text[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
        [
          chainId,
          blockNumber.toString(),
          changed.map((u) => u.orderHash),
          changed.map((u) => JSON.stringify(u.previous)),
        ],
      )
    }
    await client.query(
      `UPDATE market.orders o SET status = u.status, status_reason = u.reason, remaining = u.remaining,
              revived = u.revived, facts = u.facts, facts_block = $2, pending_check = false, updated_at = now()
         FROM unnest($3::text[], $4::text[], $5::text[], $6::numeric[], $7::boolean[], $8::jsonb[])
              AS u(order_hash, status, reason, remaining, revived, facts)
        WHERE o.chain_id = $1 AND o.order_hash = u.order_hash AND o.facts_block < $2
          AND (o.status IN ('active', 'inactive') OR (o.status = 'expired' AND u.status IN ('filled', 'cancelled')))`,
      [
        chainId,
        blockNumber.toString(),
        updates.map((u) => u.orderHash),
        updates.map((u) => u.status),
        updates.map((u) => u.statusReason),
        updates.map((u) => u.remaining.toString()),
        updates.map((u) => u.revived),
        updates.map((u) => JSON.stringify(u.facts)),
      ],
    )
  }
  if (blockNumber % 64n === 0n) {
    await client.query('DELETE FROM market.order_changes WHERE chain_id = $1 AND block_number < $2', [
      chainId,
      (blockNumber - KEPT_CHANGES).toString(),
    ])
  }
}
