import { notifyLive } from '@vitrine/db'
import type pg from 'pg'

/**
 * Puts back the order states the indexer set after `ancestor` (blocks a reorg orphaned), from the
 * state each had before its first change there, and has every order whose facts came from those
 * blocks (postOrder's included) checked again from the ancestor on.
 */
export async function rollBackOrders(client: pg.PoolClient, chainId: number, ancestor: bigint): Promise<void> {
  const after = ancestor.toString()
  await client.query(
    `WITH first_change AS (
       SELECT DISTINCT ON (order_hash) order_hash, previous FROM market.order_changes
        WHERE chain_id = $1 AND block_number > $2 ORDER BY order_hash, block_number
     )
     UPDATE market.orders o SET status = p.previous->>'status', status_reason = p.previous->>'status_reason',
            revived = (p.previous->>'revived')::boolean, remaining = (p.previous->>'remaining')::numeric,
            facts = p.previous->'facts', updated_at = now()
       FROM first_change p WHERE o.chain_id = $1 AND o.order_hash = p.order_hash`,
    [chainId, after],
  )
  await client.query('DELETE FROM market.order_changes WHERE chain_id = $1 AND block_number > $2', [chainId, after])
  await client.query(
    `UPDATE market.orders SET facts_block = $2, pending_check = true WHERE chain_id = $1 AND facts_block > $2`,
    [chainId, after],
  )
  await notifyLive(client, {
    cause: 'reorg',
    block: Number(ancestor),
    collections: [],
    tokens: [],
    accounts: [],
    orders: [],
    everything: true,
  })
}
