import type pg from 'pg'

/** The hashes stored of blocks at or below `from`, newest first, at most `limit`. */
export async function readStoredBlocks(
  pool: pg.Pool,
  chainId: number,
  from: bigint,
  limit: bigint,
): Promise<{ number: bigint; hash: string }[]> {
  const { rows } = await pool.query<{ number: string; hash: string }>(
    'SELECT number, hash FROM nft.blocks WHERE chain_id = $1 AND number <= $2 ORDER BY number DESC LIMIT $3',
    [chainId, from.toString(), limit.toString()],
  )
  return rows.map((row) => ({ number: BigInt(row.number), hash: row.hash }))
}
