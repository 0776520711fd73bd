import type { Standard } from '@vitrine/api'
import { fetchMetadata, MetadataFetchError, type MetadataOptions, storableText, storedUri } from '@vitrine/metadata'
import { describeRpcError } from '@vitrine/rpc'
import type pg from 'pg'
import type { Address, PublicClient } from 'viem'
import { lazyOrdersLike, markLazyCopies } from '../orders/markLazyCopies.ts'
import { writeTokenMetadata } from '../store/writeTokenMetadata.ts'
import { afterFailure, storedOrFailure } from './afterFailure.ts'
import { notifyDetails } from './notifyDetails.ts'
import { readTokenUris } from './readTokenUris.ts'

export type MetadataWorkerDeps = { pool: pg.Pool; client: PublicClient; chainId: number; options: MetadataOptions }

/** Wait before a token whose URI read went unanswered (the rest of its batch went on) is tried again. */
const UNAVAILABLE_DELAY_SECONDS = 60
const unavailableText = (error: unknown) =>
  storableText(
    `The token URI could not be read: the RPC node is temporarily unavailable (${describeRpcError(error)}).`,
    500,
  )

type Due = {
  address: Address
  token_id: string
  token_uri: string | null
  standard: Standard
  metadata_attempts: number
}

/**
 * One round of the metadata queue: up to `limit` pending tokens that are due get their URI
 * (from the chain, once) and their metadata. A failure is retried later with a growing delay,
 * then marked `failed` (visible, and `refreshMetadata` queues it again). A URI read the node did
 * not answer is no failure of the token: it is tried again, and never counts. Returns how many it did.
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
  const reads = await readTokenUris(
    deps.client,
    missing.map((row) => ({ address: row.address, tokenId: BigInt(row.token_id), standard: row.standard })),
  )
  const unavailable = reads.flatMap((read) => (read.status === 'unavailable' ? [read.error] : []))
  // The node answered none of them, and no token can go on without it: an outage. Thrown for the
  // caller to retry after a pause; nothing about these tokens is written.
  if (unavailable.length === rows.length) throw unavailable[0]
  const later = new Set<Due>()
  missing.forEach((row, i) => {
    const read = reads[i]
    if (read?.status === 'ok') row.token_uri = read.uri
    else if (read?.status === 'unavailable') later.add(row)
  })
  // Unanswered reads of some tokens only: those wait a minute, with no attempt counted.
  for (const row of later) {
    await deps.pool.query(
      `UPDATE nft.tokens SET metadata_next_at = now() + interval '${UNAVAILABLE_DELAY_SECONDS} seconds', metadata_error = $4
        WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
      [deps.chainId, row.address, row.token_id, unavailableText(unavailable[0])],
    )
  }

  // Fetched side by side; stored one after another (trait counts are shared rows).
  const ready = rows.filter((row) => !later.has(row))
  const outcomes = await Promise.allSettled(
    ready.map(async (row) => {
      if (!row.token_uri) throw new MetadataFetchError('The contract gives no token URI.', true)
      return fetchMetadata(row.token_uri, BigInt(row.token_id), deps.options)
    }),
  )
  const stored: { address: string; tokenId: string }[] = []
  for (const [i, outcome] of outcomes.entries()) {
    const row = ready[i] as Due
    let error: unknown
    if (outcome.status === 'fulfilled') {
      const token = { chainId: deps.chainId, address: row.address, tokenId: row.token_id }
      error = await storedOrFailure(writeTokenMetadata(deps.pool, token, row.token_uri as string, outcome.value))
      if (!error) {
        stored.push(token)
        continue
      }
    } else {
      error = outcome.reason
    }
    const attempts = row.metadata_attempts + 1
    const { failed, delaySeconds } = afterFailure(error, attempts)
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
        delaySeconds,
        storableText(String((error as Error).message), 500),
      ],
    )
  }
  // A lazy listing of the same item, posted before this token was indexed, is now a copy of it.
  await markLazyCopies(deps.pool, deps.chainId, await lazyOrdersLike(deps.pool, deps.chainId, stored))
  // Stored or failed, each of them now shows something other than "pending".
  await notifyDetails(
    deps.pool,
    ready.map((row) => ({ address: row.address, tokenId: row.token_id })),
  )
  return rows.length
}
