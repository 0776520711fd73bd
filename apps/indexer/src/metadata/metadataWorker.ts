import type pg from 'pg'
import type { Address, PublicClient } from 'viem'
import { writeTokenMetadata } from '../store/writeTokenMetadata.ts'
import { fetchMetadata, type MetadataOptions } from './fetchMetadata.ts'
import { readTokenUris } from './readTokenUris.ts'
import { MetadataFetchError } from './safeFetch.ts'
import { storableText, storedUri } from './storableText.ts'

export type MetadataWorkerDeps = { pool: pg.Pool; client: PublicClient; chainId: number; options: MetadataOptions }

const MAX_ATTEMPTS = 5

type Due = {
  address: Address
  token_id: string
  token_uri: string | null
  standard: 'ERC721' | 'ERC1155'
  metadata_attempts: number
}

/**
 * One round of the metadata queue: up to `limit` pending tokens that are due get their URI
 * (from the chain, once) and their metadata. A failure is retried later with a growing delay,
 * then marked `failed` (visible, and `refreshMetadata` queues it again). Returns how many it did.
 */
export async function processMetadataBatch(deps: MetadataWorkerDeps, limit = 50): Promise<number> {
  const { rows } = await deps.pool.query<Due>(
    `SELECT t.address, t.token_id, t.token_uri, c.standard, t.metadata_attempts
       FROM nft.tokens t JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address
      WHERE t.chain_id = $1 AND t.metadata_status = 'pending' AND t.metadata_next_at <= now()
      ORDER BY t.metadata_next_at LIMIT $2`,
    [deps.chainId, limit],
  )
  if (rows.length === 0) return 0
  const missing = rows.filter((row) => row.token_uri === null)
  const uris = await readTokenUris(
    deps.client,
    missing.map((row) => ({ address: row.address, tokenId: BigInt(row.token_id), standard: row.standard })),
  )
  missing.forEach((row, i) => {
    row.token_uri = uris[i] ?? null
  })

  // Fetched side by side; stored one after another (trait counts are shared rows).
  const outcomes = await Promise.allSettled(
    rows.map(async (row) => {
      if (!row.token_uri) throw new MetadataFetchError('The contract gives no token URI.', true)
      return fetchMetadata(row.token_uri, BigInt(row.token_id), deps.options)
    }),
  )
  for (const [i, outcome] of outcomes.entries()) {
    const row = rows[i] as Due
    let error: unknown
    if (outcome.status === 'fulfilled') {
      const token = { chainId: deps.chainId, address: row.address, tokenId: row.token_id }
      // A document the database refuses must fail this token, not stop the indexer.
      error = await writeTokenMetadata(deps.pool, token, row.token_uri as string, outcome.value).then(
        () => null,
        (cause: Error) => new MetadataFetchError(`The metadata could not be stored: ${cause.message}`, false),
      )
      if (!error) continue
    } else {
      error = outcome.reason
    }
    const retryable = error instanceof MetadataFetchError ? error.retryable : true
    const attempts = row.metadata_attempts + 1
    const failed = !retryable || attempts >= MAX_ATTEMPTS
    await deps.pool.query(
      `UPDATE nft.tokens SET token_uri = $4, metadata_attempts = $5, metadata_status = $6,
              metadata_next_at = now() + make_interval(secs => $7), metadata_error = $8
        WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
      [
        deps.chainId,
        row.address,
        row.token_id,
        storedUri(row.token_uri),
        attempts,
        failed ? 'failed' : 'pending',
        30 * 2 ** attempts,
        storableText(String((error as Error).message), 500),
      ],
    )
  }
  return rows.length
}
