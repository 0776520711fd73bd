import type pg from 'pg'
import { inTransaction } from '../inTransaction.ts'

/**
 * Brings the makers' counts (`market.maker_open_orders`, upper bounds raised by every order
 * stored) down to their open orders as they are, counted up to the cap (active or inactive, not
 * past their end): orders filled, cancelled or expired since leave room. The rows are locked
 * first, and the count is a statement of its own after that: an insert of these makers' orders
 * holds its row until it commits, so none is under way unseen when they are counted.
 */
export async function recountMakers(pool: pg.Pool, chainId: number, makers: readonly string[], cap: number) {
  await inTransaction(pool, async (client) => {
    await client.query(
      'SELECT 1 FROM market.maker_open_orders WHERE chain_id = $1 AND maker = ANY($2) ORDER BY maker FOR UPDATE',
      [chainId, makers],
    )
    await client.query(
      `UPDATE market.maker_open_orders AS c SET open_orders = (
         SELECT count(*) FROM (SELECT 1 FROM market.orders o
           WHERE o.chain_id = c.chain_id AND o.maker = c.maker AND o.status IN ('active', 'inactive')
             AND o.end_time > extract(epoch FROM now()) LIMIT $3) AS open_now)
       WHERE c.chain_id = $1 AND c.maker = ANY($2)`,
      [chainId, makers, cap],
    )
  })
}
