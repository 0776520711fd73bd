import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'

/** Some token of a collection (for its royalty when an offer names none), or null when none is indexed. */
export async function someTokenOf(db: Db, chainId: number, address: string): Promise<bigint | null> {
  const { rows } = await db.query<{ token_id: string }>(
    namedStatement(
      'market',
      'SELECT token_id::text FROM nft.tokens WHERE chain_id = $1 AND address = $2 ORDER BY token_id LIMIT 1',
      [chainId, address],
    ),
  )
  return rows[0] ? BigInt(rows[0].token_id) : null
}
