import { createHash } from 'node:crypto'
import { findItemOriginal, type ItemOriginal } from '@vitrine/db'
import type { MintVoucher } from '@vitrine/market'
import { fetchMetadata, type MetadataOptions, type TokenMetadata } from '@vitrine/metadata'
import type pg from 'pg'
import type { Hex } from 'viem'
import { createLimiter } from '../../media/createLimiter.ts'

/** A lazy listing's item: read from its voucher's URI, checked against the items that exist, stored. */
export type LazyItems = {
  /**
   * The document at the voucher's URI, read as the indexer reads a token's (throws its
   * SafeFetchError; QueueFullError when too many are being read already).
   */
  read(voucher: MintVoucher): Promise<TokenMetadata>
  /** The item whose token URI the voucher names already (checked before its document is read). */
  originalByUri(voucher: MintVoucher): Promise<ItemOriginal | null>
  /**
   * Stores the item as read, then the order (`insertOrder`), unless the item copies an existing
   * one: then nothing is stored and the original is answered. Posts of one URI or one document are
   * checked and stored one after the other, so a second sees the first.
   */
  claim(
    orderHash: Hex,
    voucher: MintVoucher,
    item: TokenMetadata,
    insertOrder: () => Promise<unknown>,
  ): Promise<ItemOriginal | null>
}

/**
 * Documents read at once by one process, and posts waiting for a turn: anyone who owns a collection
 * can sign vouchers naming slow hosts, and each read may last METADATA_TIMEOUT_MS.
 */
const READS_AT_ONCE = 8
const READS_WAITING = 64

/** A PostgreSQL advisory lock key (a signed 64-bit number) for a text. */
const lockKey = (text: string) =>
  BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`))

export function createLazyItems(pool: pg.Pool, chainId: number, options: MetadataOptions): LazyItems {
  const keyOf = (voucher: MintVoucher, contentHash: string | null) => ({
    chainId,
    address: voucher.collection,
    tokenId: voucher.tokenId.toString(),
    uri: voucher.uri,
    contentHash,
    postedBefore: null,
  })
  const reads = createLimiter(READS_AT_ONCE, READS_WAITING)
  return {
    read: (voucher) => reads.run(() => fetchMetadata(voucher.uri, voucher.tokenId, options)),

    originalByUri: (voucher) => findItemOriginal(pool, keyOf(voucher, null)),

    async claim(orderHash, voucher, item, insertOrder) {
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        const { rows } = await client.query<{ hash: string | null }>(
          'SELECT nft.item_content_hash($1, $2, $3, $4::jsonb) AS hash',
          [item.name, item.description, item.image, JSON.stringify(item.attributes)],
        )
        const contentHash = rows[0]?.hash ?? null
        // Session locks on the URI and the document, taken in one order (no deadlock): a post of
        // either waits here until this one has stored its item and order, then finds them. The
        // document is read before, so a slow host holds no lock.
        const keys = [`uri:${chainId}:${voucher.uri}`, ...(contentHash ? [`document:${chainId}:${contentHash}`] : [])]
          .map(lockKey)
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        for (const key of keys) await client.query('SELECT pg_advisory_lock($1)', [key.toString()])
        const original = await findItemOriginal(client, keyOf(voucher, contentHash))
        if (original) return original
        // The item first, then the order: an order is never seen without the item it shows.
        await client.query(
          `INSERT INTO market.lazy_items (chain_id, order_hash, address, token_id, uri, status, name, description, image, attributes)
           VALUES ($1, $2, $3, $4, $5, 'ok', $6, $7, $8, $9::jsonb)
           ON CONFLICT (chain_id, order_hash) DO UPDATE SET status = 'ok', attempts = 0, next_at = now(), error = NULL,
             name = excluded.name, description = excluded.description, image = excluded.image, attributes = excluded.attributes`,
          [
            chainId,
            orderHash.toLowerCase(),
            voucher.collection,
            voucher.tokenId.toString(),
            voucher.uri,
            item.name,
            item.description,
            item.image,
            JSON.stringify(item.attributes),
          ],
        )
        try {
          await insertOrder()
        } catch (error) {
          await client.query(
            `DELETE FROM market.lazy_items l WHERE l.chain_id = $1 AND l.order_hash = $2
               AND NOT EXISTS (SELECT 1 FROM market.orders o WHERE o.chain_id = $1 AND o.order_hash = $2)`,
            [chainId, orderHash.toLowerCase()],
          )
          throw error
        }
        return null
      } finally {
        await client.query('SELECT pg_advisory_unlock_all()').catch((error: Error) => {
          broken = error
        })
        // A connection that could not unlock is closed: PostgreSQL drops its locks with it.
        client.release(broken)
      }
    },
  }
}
