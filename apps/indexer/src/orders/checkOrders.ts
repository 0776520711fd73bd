import type pg from 'pg'
import type { PublicClient } from 'viem'
import type { OrderTouches } from '../decode/OrderTouches.ts'
import { judgeOrders } from './judgeOrders.ts'
import { ORDER_ROW_COLUMNS, type OrderRow } from './OrderRow.ts'
import type { OrderUpdate } from './OrderUpdate.ts'
import { storedStatus } from './storedStatus.ts'

const OPEN = `o.status IN ('active', 'inactive')`
const pairs = (keys: Set<string>) => {
  const split = [...keys].map((key) => key.split('|') as [string, string])
  return [split.map((k) => k[0]), split.map((k) => k[1])]
}

/**
 * The orders a batch ending at `blockNumber` may have changed — those its events touch, and those
 * postOrder stored from an older block (pending) — checked against the chain at that block. Orders
 * whose facts are as new or newer (postOrder read them ahead of the indexer) are left as they are.
 * Each candidate list is one index range; nothing is asked of the chain when the book has no open
 * or pending order.
 */
export async function checkOrders(
  pool: pg.Pool,
  client: PublicClient,
  chainId: number,
  touches: OrderTouches,
  blockNumber: bigint,
  /** The parent of block `blockNumber`, when the batch is that one block (live follow). */
  parentHash: string | null = null,
): Promise<OrderUpdate[]> {
  const { rows: any } = await pool.query(
    `SELECT 1 FROM market.orders o WHERE o.chain_id = $1 AND (${OPEN} OR o.pending_check) LIMIT 1`,
    [chainId],
  )
  if (any.length === 0) return []
  const [listingCollections, listingMakers] = pairs(touches.listings)
  const [offerCurrencies, offerMakers] = pairs(touches.offers)
  const { rows } = await pool.query<OrderRow>(
    `SELECT ${ORDER_ROW_COLUMNS} FROM market.orders o WHERE o.chain_id = $1 AND o.facts_block < $2 AND o.order_hash IN (
       SELECT o.order_hash FROM market.orders o JOIN unnest($3::text[], $4::text[]) AS k(address, maker)
           ON o.chain_id = $1 AND o.address = k.address AND o.maker = k.maker AND ${OPEN} AND o.side = 'listing'
       UNION
       SELECT o.order_hash FROM market.orders o JOIN unnest($5::text[], $6::text[]) AS k(currency, maker)
           ON o.chain_id = $1 AND o.currency = k.currency AND o.maker = k.maker AND ${OPEN} AND o.side = 'offer'
       UNION
       SELECT o.order_hash FROM market.orders o WHERE o.chain_id = $1 AND o.maker = ANY($7::text[]) AND ${OPEN}
       UNION
       SELECT o.order_hash FROM market.orders o WHERE o.chain_id = $1 AND o.order_hash = ANY($8::text[])
          AND o.status IN ('active', 'inactive', 'expired')
       UNION
       SELECT o.order_hash FROM market.orders o WHERE o.chain_id = $1 AND o.pending_check
     )`,
    [
      chainId,
      blockNumber.toString(),
      listingCollections,
      listingMakers,
      offerCurrencies,
      offerMakers,
      [...touches.makers],
      [...touches.orders],
    ],
  )
  if (rows.length === 0) return []
  // Judged as of now, or the chain's time when it runs ahead of the wall clock (a test's time jump).
  const block = await client.getBlock({ blockNumber })
  const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)))
  // Seaport's status moves only by its own events, which name the order (fill, cancel) or its maker (counter).
  const named = (row: OrderRow) => touches.orders.has(row.order_hash) || touches.makers.has(row.maker)
  return judgeOrders(client, rows, blockNumber, now, (row) => storedStatus(row, blockNumber, parentHash, named(row)))
}
