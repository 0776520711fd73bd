import {
  dropLazyItemWithoutOrder,
  findItemOriginal,
  type ItemOriginal,
  readItemContentHash,
  storeLazyItem,
  withSessionLocks,
} from '@vitrine/db'
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

    claim: (orderHash, voucher, item, insertOrder) =>
      withSessionLocks(pool, async (client, lock) => {
        const contentHash = await readItemContentHash(client, item)
        // Locks on the URI and the document: a post of either waits here until this one has
        // stored its item and order, then finds them. The document is read before, so a slow
        // host holds no lock.
        await lock([`uri:${chainId}:${voucher.uri}`, ...(contentHash ? [`document:${chainId}:${contentHash}`] : [])])
        const original = await findItemOriginal(client, keyOf(voucher, contentHash))
        if (original) return original
        // The item first, then the order: an order is never seen without the item it shows.
        const hash = orderHash.toLowerCase()
        await storeLazyItem(client, {
          chainId,
          orderHash: hash,
          address: voucher.collection,
          tokenId: voucher.tokenId.toString(),
          uri: voucher.uri,
          item,
        })
        try {
          await insertOrder()
        } catch (error) {
          await dropLazyItemWithoutOrder(client, chainId, hash)
          throw error
        }
        return null
      }),
  }
}
