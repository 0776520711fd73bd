import type pg from 'pg'

/** The last block indexed (number and hash), or null before the first batch. */
export async function readCursorBlock(pool: pg.Pool, chainId: number) {
  const { rows } = await pool.query<{ block_number: string; block_hash: string }>(
    'SELECT block_number, block_hash FROM nft.sync_state WHERE chain_id = $1',
    [chainId],
  )
  return rows[0] ? { number: BigInt(rows[0].block_number), hash: rows[0].block_hash } : null
}
