import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'

/** The last block the indexer has stored of chain `chainId` (`nft.sync_state`), or null before its first. */
export async function readIndexedBlock(db: Db, chainId: number): Promise<number | null> {
  const { rows } = await db.query<{ block_number: string }>(
    namedStatement('nft', 'SELECT block_number FROM nft.sync_state WHERE chain_id = $1', [chainId]),
  )
  return rows[0] ? Number(rows[0].block_number) : null
}
