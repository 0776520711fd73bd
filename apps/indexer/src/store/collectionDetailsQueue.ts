import type pg from 'pg'
import type { Address } from 'viem'

/** A collection's details as read from the chain, ready to store (texts cut to size, URI as stored). */
export type CollectionDetails = {
  name: string | null
  symbol: string | null
  contractUri: string | null
  royaltyBps: number | null
  image: string | null
}

/**
 * Up to `limit` collections whose details are pending, oldest first, each with a token it has (for
 * royaltyInfo: asking about one that does not exist may revert), or null when it has none yet.
 */
export async function readPendingCollections(
  pool: pg.Pool,
  chainId: number,
  limit: number,
): Promise<{ address: Address; token_id: string | null }[]> {
  const { rows } = await pool.query<{ address: Address; token_id: string | null }>(
    `SELECT c.address, (SELECT t.token_id FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address
                         ORDER BY t.first_block, t.token_id LIMIT 1) AS token_id
       FROM nft.collections c WHERE c.chain_id = $1 AND c.details_status = 'pending' ORDER BY c.first_block LIMIT $2`,
    [chainId, limit],
  )
  return rows
}

/** Stores a collection's details: it is pending no more. */
export async function writeCollectionDetails(
  pool: pg.Pool,
  chainId: number,
  address: Address,
  details: CollectionDetails,
): Promise<void> {
  await pool.query(
    `UPDATE nft.collections SET name = $3, symbol = $4, contract_uri = $5, royalty_bps = $6, image = $7, details_status = 'ok'
      WHERE chain_id = $1 AND address = $2`,
    [chainId, address, details.name, details.symbol, details.contractUri, details.royaltyBps, details.image],
  )
}
