import type pg from 'pg'

/**
 * Facts postOrder read at the very block indexed last (`cursor`: same hash, not a fork's) are
 * current: their orders are no longer pending, with no read (a burst of orders is not read again
 * from the chain).
 */
export async function settleCurrentPending(
  pool: pg.Pool,
  chainId: number,
  cursor: { number: bigint; hash: string },
): Promise<void> {
  await pool.query(
    `UPDATE market.orders SET pending_check = false
      WHERE chain_id = $1 AND pending_check AND facts_block = $2 AND facts->>'blockHash' = $3`,
    [chainId, cursor.number.toString(), cursor.hash],
  )
}
