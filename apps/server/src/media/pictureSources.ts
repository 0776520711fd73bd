import { readCollectionPicture, readTokenPicture } from '@vitrine/db'
import type pg from 'pg'
import { getAddress } from 'viem'

/** What the index says about a picture: unknown token or collection, not known yet, none, or its image. */
export type PictureSource =
  | { kind: 'unknown' }
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'image'; image: string }

export type PictureSources = {
  /**
   * A token's picture (`tokenId` given) or its collection's own (null). A token not minted yet:
   * the picture of the lazy listing `order`'s own item, or with no order of its earliest open one.
   */
  find(address: string, tokenId: string | null, order?: string | null): Promise<PictureSource>
}

type Entry = { source: PictureSource; expires: number }

/**
 * The image reference of a token (nft.tokens.image, or market.lazy_items.image of a lazy listing's
 * item not minted yet) or a collection (nft.collections.image),
 * remembered for `ttlMs` so that a hot picture is served without a database query per request.
 * A refreshed picture shows within that time (its ETag changes with its image reference).
 */
export function createPictureSources(pool: pg.Pool, chainId: number, ttlMs = 30_000, maxChars = 16_000_000) {
  const remembered = new Map<string, Entry>()
  // Bounded by size, not count: an inline image (a data: URI) may be 64 KB.
  let chars = 0
  const sizeOf = (key: string, entry: Entry) =>
    key.length + (entry.source.kind === 'image' ? entry.source.image.length : 0)
  const forget = (key: string) => {
    const entry = remembered.get(key)
    if (!entry) return
    remembered.delete(key)
    chars -= sizeOf(key, entry)
  }

  const load = async (address: string, tokenId: string | null, order: string | null): Promise<PictureSource> => {
    const row =
      tokenId === null
        ? await readCollectionPicture(pool, chainId, getAddress(address))
        : // A token not minted yet may be listed lazily: its voucher's picture until the token exists.
          await readTokenPicture(pool, chainId, getAddress(address), tokenId, order)
    if (!row) return { kind: 'unknown' }
    if (row.image) return { kind: 'image', image: row.image }
    return { kind: row.pending ? 'pending' : 'none' }
  }

  return {
    async find(address, tokenId, order = null) {
      const key = `${address.toLowerCase()}/${tokenId ?? ''}/${order ?? ''}`
      const now = Date.now()
      const entry = remembered.get(key)
      if (entry && entry.expires > now) return entry.source
      const source = await load(address, tokenId, order)
      forget(key)
      // Not found, or not known yet: asked again next time, so a new mint or its metadata shows at once.
      if (source.kind === 'unknown' || source.kind === 'pending') return source
      const fresh = { source, expires: now + ttlMs }
      remembered.set(key, fresh)
      chars += sizeOf(key, fresh)
      // A Map iterates in insertion order: the oldest entries go first.
      for (const oldest of remembered.keys()) {
        if (chars <= maxChars) break
        forget(oldest)
      }
      return source
    },
  } satisfies PictureSources
}
