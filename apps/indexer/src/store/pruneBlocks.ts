import type pg from 'pg'

/** Forgets the hashes of blocks below `below`: too deep for a reorg to reach. */
export async function pruneBlocks(pool: pg.Pool, chainId: number, below: bigint): Promise<void> {
  await pool.query('DELETE FROM nft.blocks WHERE chain_id = $1 AND number < $2', [chainId, below.toString()])
}
