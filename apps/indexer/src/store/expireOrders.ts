import { inTransaction, notifyLive } from '@vitrine/db'
import type pg from 'pg'
import { startedOrderState, type WaitingOrder } from '../orderBook/startedOrderState.ts'

const OPEN = `status IN ('active', 'inactive')`
type Moved = { order_hash: string; address: string; token_id: string | null; maker: string }

/**
 * What time alone changes (PRODUCT.md §6), run every second: open orders whose end time is past
 * `now` (unix seconds) expire; orders waiting for their start time are judged again on the facts
 * they were last read with. Time is not a block: these changes are not undone by a reorg.
 */
export async function expireOrders(pool: pg.Pool, chainId: number, now: bigint): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows: expired } = await client.query<Moved>(
      `UPDATE market.orders SET status = 'expired', status_reason = NULL, updated_at = now()
        WHERE chain_id = $1 AND ${OPEN} AND end_time <= $2
        RETURNING order_hash, address, token_id::text AS token_id, maker`,
      [chainId, now.toString()],
    )
    const { rows: starting } = await client.query<Moved & WaitingOrder>(
      `SELECT order_hash, address, token_id::text AS token_id, maker, side, amount::text AS amount, price::text AS price,
              counter::text AS counter, start_time::text AS start_time, end_time::text AS end_time, facts
         FROM market.orders WHERE chain_id = $1 AND status = 'inactive' AND status_reason = 'notStarted'
          AND start_time <= $2 FOR UPDATE`,
      [chainId, now.toString()],
    )
    for (const row of starting) {
      const state = startedOrderState(row, now)
      await client.query(
        `UPDATE market.orders SET status = $3, status_reason = $4, updated_at = now() WHERE chain_id = $1 AND order_hash = $2`,
        [chainId, row.order_hash, state.status, state.statusReason],
      )
    }
    const moved = [...expired, ...starting]
    if (moved.length === 0) return 0
    await notifyLive(client, {
      cause: 'expiry',
      block: null,
      collections: [...new Set(moved.map((o) => o.address))],
      tokens: moved.flatMap((o) => (o.token_id === null ? [] : [{ address: o.address, tokenId: o.token_id }])),
      accounts: [...new Set(moved.map((o) => o.maker))],
      orders: moved.map((o) => o.order_hash),
      everything: false,
    })
    return moved.length
  })
}
