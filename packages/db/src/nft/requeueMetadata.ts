import type { Db } from '../Db.ts'
import { LIVE_CHANNEL, livePayload } from '../liveChannel.ts'
import { namedStatement } from '../namedStatement.ts'

/**
 * Puts a token back in the metadata queue, due now, its URI to be read again (a reveal or
 * `setTokenURI` changes it), and says so to open pages and read caches in the same statement.
 * A token not minted yet: the items of its open lazy listings. False when no such token is
 * indexed or listed lazily.
 */
export async function requeueMetadata(db: Db, chainId: number, address: string, tokenId: string): Promise<boolean> {
  const change = livePayload({
    cause: 'metadata',
    block: null,
    collections: [address],
    tokens: [{ address, tokenId }],
    accounts: [],
    orders: [],
    everything: false,
  })
  // A token not minted yet but listed lazily: each open listing's own item is read again
  // (the indexer checks it again for copies of existing items).
  const { rowCount } = await db.query(
    namedStatement(
      'nft',
      `WITH queued AS (
         UPDATE nft.tokens SET metadata_status = 'pending', metadata_attempts = 0, metadata_next_at = now(),
                metadata_error = NULL, token_uri = NULL
          WHERE chain_id = $1 AND address = $2 AND token_id = $3 RETURNING 1),
       lazy AS (
         UPDATE market.lazy_items l SET status = 'pending', attempts = 0, next_at = now(), error = NULL
           FROM market.orders o
          WHERE l.chain_id = $1 AND l.address = $2 AND l.token_id = $3 AND NOT EXISTS (SELECT 1 FROM queued)
            AND o.chain_id = l.chain_id AND o.order_hash = l.order_hash AND o.status IN ('active', 'inactive')
         RETURNING 1)
       SELECT pg_notify($4, $5) FROM (SELECT 1 FROM queued UNION ALL (SELECT 1 FROM lazy LIMIT 1)) AS q`,
      [chainId, address, tokenId, LIVE_CHANNEL, change],
    ),
  )
  return (rowCount ?? 0) > 0
}
