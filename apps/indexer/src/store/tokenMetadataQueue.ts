import type { Standard } from '@vitrine/api'
import type pg from 'pg'
import type { Address } from 'viem'

/** A token due for its metadata: its URI when read already, its collection's standard. */
export type DueToken = {
  address: Address
  token_id: string
  token_uri: string | null
  standard: Standard
  metadata_attempts: number
}

/** Up to `limit` tokens whose metadata is pending and due, the longest waiting first. */
export async function readDueTokens(pool: pg.Pool, chainId: number, limit: number): Promise<DueToken[]> {
  const { rows } = await pool.query<DueToken>(
    `SELECT t.address, t.token_id, t.token_uri, c.standard, t.metadata_attempts
       FROM nft.tokens t JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address
      WHERE t.chain_id = $1 AND t.metadata_status = 'pending' AND t.metadata_next_at <= now()
      ORDER BY t.metadata_next_at LIMIT $2`,
    [chainId, limit],
  )
  return rows
}

/** A token whose URI read went unanswered: due again in `delaySeconds`, no attempt counted. */
export async function delayTokenMetadata(
  pool: pg.Pool,
  chainId: number,
  token: DueToken,
  delaySeconds: number,
  error: string | null,
): Promise<void> {
  await pool.query(
    `UPDATE nft.tokens SET metadata_next_at = now() + interval '${delaySeconds} seconds', metadata_error = $4
      WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
    [chainId, token.address, token.token_id, error],
  )
}

/** A token whose metadata read failed: tried again after `delaySeconds`, or `failed`. */
export async function writeTokenMetadataFailure(
  pool: pg.Pool,
  chainId: number,
  token: DueToken,
  failure: { tokenUri: string | null; attempts: number; failed: boolean; delaySeconds: number; error: string | null },
): Promise<void> {
  await pool.query(
    `UPDATE nft.tokens SET token_uri = $4, metadata_attempts = $5, metadata_status = $6,
            metadata_next_at = now() + make_interval(secs => $7), metadata_error = $8
      WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
    [
      chainId,
      token.address,
      token.token_id,
      failure.tokenUri,
      failure.attempts,
      failure.failed ? 'failed' : 'pending',
      failure.delaySeconds,
      failure.error,
    ],
  )
}
