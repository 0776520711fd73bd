import { fetchMetadata, storableText } from '@vitrine/metadata'
import type { Common } from '../Common.ts'
import {
  type DueLazyItem,
  queueLazyItems,
  readDueLazyItems,
  writeLazyItem,
  writeLazyItemFailure,
} from '../store/lazyItemQueue.ts'
import { markLazyCopies } from '../store/markLazyCopies.ts'
import { notifyDetails } from '../store/notifyDetails.ts'
import { afterFailure, storedOrFailure } from './afterFailure.ts'
import { metadataOptions } from './metadataOptions.ts'

/**
 * One round of the lazy items' queue (items listed with a mint voucher, not minted yet; one per
 * lazy order, each its own voucher's): open lazy orders without an item are queued, with their
 * voucher's URI (postOrder stores the item it read, so these are orders stored otherwise); then up
 * to `limit` due items (queued, or put back by `refreshMetadata`) are read like a token's metadata
 * (the same safe-fetch rules, gateways, limits, validation and failure handling), and each one read
 * is checked again for a copy of an existing item (`markLazyCopies`). Returns how many it read.
 */
export async function processLazyItems(common: Common, limit = 20): Promise<number> {
  const { pool } = common
  const chainId = common.config.CHAIN_ID
  const options = metadataOptions(common.config)
  await queueLazyItems(pool, chainId)
  const rows = await readDueLazyItems(pool, chainId, limit)
  if (rows.length === 0) return 0
  const outcomes = await Promise.allSettled(rows.map((row) => fetchMetadata(row.uri, BigInt(row.token_id), options)))
  const read: string[] = []
  for (const [i, outcome] of outcomes.entries()) {
    const row = rows[i] as DueLazyItem
    const _key = [chainId, row.order_hash]
    let error: unknown
    if (outcome.status === 'fulfilled') {
      const _item = outcome.value
      error = await storedOrFailure(writeLazyItem(pool, chainId, row.order_hash, outcome.value))
      if (!error) {
        read.push(row.order_hash)
        continue
      }
    } else {
      error = outcome.reason
    }
    const attempts = row.attempts + 1
    const { failed, delaySeconds } = afterFailure(error, attempts)
    await writeLazyItemFailure(pool, chainId, row.order_hash, {
      attempts,
      failed,
      delaySeconds,
      error: storableText(String((error as Error).message), 500),
    })
  }
  await markLazyCopies(pool, chainId, read)
  // Open collection pages show the names and pictures now had (their lazy listings are read again).
  await notifyDetails(
    pool,
    rows.map((row) => ({ address: row.address, tokenId: row.token_id })),
  )
  return rows.length
}
