import { fetchMetadata, MetadataFetchError, storableText, storedUri } from '@vitrine/metadata'
import { describeRpcError } from '@vitrine/rpc'
import type { Common } from '../Common.ts'
import { lazyOrdersLike } from '../store/lazyOrdersLike.ts'
import { markLazyCopies } from '../store/markLazyCopies.ts'
import { notifyDetails } from '../store/notifyDetails.ts'
import {
  type DueToken,
  delayTokenMetadata,
  readDueTokens,
  writeTokenMetadataFailure,
} from '../store/tokenMetadataQueue.ts'
import { writeTokenMetadata } from '../store/writeTokenMetadata.ts'
import { afterFailure, storedOrFailure } from './afterFailure.ts'
import { metadataOptions } from './metadataOptions.ts'
import { readTokenUris } from './readTokenUris.ts'

/** Wait before a token whose URI read went unanswered (the rest of its batch went on) is tried again. */
const UNAVAILABLE_DELAY_SECONDS = 60
const unavailableText = (error: unknown) =>
  storableText(
    `The token URI could not be read: the RPC node is temporarily unavailable (${describeRpcError(error)}).`,
    500,
  )

/**
 * One round of the metadata queue: up to `limit` pending tokens that are due get their URI
 * (from the chain, once) and their metadata. A failure is retried later with a growing delay,
 * then marked `failed` (visible, and `refreshMetadata` queues it again). A URI read the node did
 * not answer is no failure of the token: it is tried again, and never counts. Returns how many it did.
 */
export async function processMetadataBatch(common: Common, limit = 50): Promise<number> {
  const { pool, client } = common
  const chainId = common.config.CHAIN_ID
  const options = metadataOptions(common.config)
  const rows = await readDueTokens(pool, chainId, limit)
  if (rows.length === 0) return 0
  const missing = rows.filter((row) => row.token_uri === null)
  const reads = await readTokenUris(
    client,
    missing.map((row) => ({ address: row.address, tokenId: BigInt(row.token_id), standard: row.standard })),
  )
  const unavailable = reads.flatMap((read) => (read.status === 'unavailable' ? [read.error] : []))
  // The node answered none of them, and no token can go on without it: an outage. Thrown for the
  // caller to retry after a pause; nothing about these tokens is written.
  if (unavailable.length === rows.length) throw unavailable[0]
  const later = new Set<DueToken>()
  missing.forEach((row, i) => {
    const read = reads[i]
    if (read?.status === 'ok') row.token_uri = read.uri
    else if (read?.status === 'unavailable') later.add(row)
  })
  // Unanswered reads of some tokens only: those wait a minute, with no attempt counted.
  for (const row of later) {
    await delayTokenMetadata(pool, chainId, row, UNAVAILABLE_DELAY_SECONDS, unavailableText(unavailable[0]))
  }

  // Fetched side by side; stored one after another (trait counts are shared rows).
  const ready = rows.filter((row) => !later.has(row))
  const outcomes = await Promise.allSettled(
    ready.map(async (row) => {
      if (!row.token_uri) throw new MetadataFetchError('The contract gives no token URI.', true)
      return fetchMetadata(row.token_uri, BigInt(row.token_id), options)
    }),
  )
  const stored: { address: string; tokenId: string }[] = []
  for (const [i, outcome] of outcomes.entries()) {
    const row = ready[i] as DueToken
    let error: unknown
    if (outcome.status === 'fulfilled') {
      const token = { chainId, address: row.address, tokenId: row.token_id }
      error = await storedOrFailure(writeTokenMetadata(pool, token, row.token_uri as string, outcome.value))
      if (!error) {
        stored.push(token)
        continue
      }
    } else {
      error = outcome.reason
    }
    const attempts = row.metadata_attempts + 1
    const { failed, delaySeconds } = afterFailure(error, attempts)
    await writeTokenMetadataFailure(pool, chainId, row, {
      tokenUri: storedUri(row.token_uri),
      attempts,
      failed,
      delaySeconds,
      error: storableText(String((error as Error).message), 500),
    })
  }
  // A lazy listing of the same item, posted before this token was indexed, is now a copy of it.
  await markLazyCopies(pool, chainId, await lazyOrdersLike(pool, chainId, stored))
  // Stored or failed, each of them now shows something other than "pending".
  await notifyDetails(
    pool,
    ready.map((row) => ({ address: row.address, tokenId: row.token_id })),
  )
  return rows.length
}
