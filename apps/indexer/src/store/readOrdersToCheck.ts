import type pg from 'pg'
import type { OrderTouches } from '../decode/OrderTouches.ts'
import type { OrderToCheck } from '../orderBook/OrderToCheck.ts'

const OPEN = `o.status IN ('active', 'inactive')`
const COLUMNS = `o.order_hash, o.side, o.kind, o.standard, o.maker, o.address, o.token_id::text AS token_id,
  o.amount::text AS amount, o.price::text AS price, o.currency, o.start_time::text AS start_time,
  o.end_time::text AS end_time, o.counter::text AS counter, o.seaport, o.conduit, o.status, o.status_reason, o.revived,
  o.remaining::text AS remaining, o.facts, o.facts_block::text AS facts_block, o.pending_check,
  CASE WHEN o.kind = 'lazy' THEN EXISTS (SELECT 1 FROM market.lazy_items l
    WHERE l.chain_id = o.chain_id AND l.order_hash = o.order_hash AND l.copy_of IS NOT NULL) ELSE false END AS duplicate_item`
const pairs = (keys: Set<string>) => {
  const split = [...keys].map((key) => key.split('|') as [string, string])
  return [split.map((k) => k[0]), split.map((k) => k[1])]
}

/**
 * The orders a batch ending at `blockNumber` may have changed — those its events touch, and those
 * postOrder stored from an older block (pending). Orders whose facts are as new or newer (postOrder
 * read them ahead of the indexer) are left out. Each candidate list is one index range; none is
 * read when the book has no open or pending order.
 */
export async function readOrdersToCheck(
  pool: pg.Pool,
  chainId: number,
  touches: OrderTouches,
  blockNumber: bigint,
): Promise<OrderToCheck[]> {
  const { rows: any } = await pool.query(
    `SELECT 1 FROM market.orders o WHERE o.chain_id = $1 AND (${OPEN} OR o.pending_check) LIMIT 1`,
    [chainId],
  )
  if (any.length === 0) return []
  const [listingCollections, listingMakers] = pairs(touches.listings)
  const [offerCurrencies, offerMakers] = pairs(touches.offers)
  const { rows } = await pool.query<OrderToCheck>(
    `SELECT ${COLUMNS} FROM market.orders o WHERE o.chain_id = $1 AND o.facts_block < $2 AND o.order_hash IN (
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
  return rows
}
