import type { Db } from '../Db.ts'
import type { ItemDocument } from '../nft/readItemContentHash.ts'

/** A lazy listing's item as posted: its order, its voucher's token and URI, its document as read. */
export type PostedLazyItem = {
  chainId: number
  orderHash: string
  address: string
  tokenId: string
  uri: string
  item: ItemDocument
}

/** Stores a posted lazy listing's item as read (`market.lazy_items`, status ok), over any row of its order. */
export async function storeLazyItem(db: Db, posted: PostedLazyItem): Promise<void> {
  await db.query(
    `INSERT INTO market.lazy_items (chain_id, order_hash, address, token_id, uri, status, name, description, image, attributes)
     VALUES ($1, $2, $3, $4, $5, 'ok', $6, $7, $8, $9::jsonb)
     ON CONFLICT (chain_id, order_hash) DO UPDATE SET status = 'ok', attempts = 0, next_at = now(), error = NULL,
       name = excluded.name, description = excluded.description, image = excluded.image, attributes = excluded.attributes`,
    [
      posted.chainId,
      posted.orderHash,
      posted.address,
      posted.tokenId,
      posted.uri,
      posted.item.name,
      posted.item.description,
      posted.item.image,
      JSON.stringify(posted.item.attributes),
    ],
  )
}

/** Deletes a lazy listing's item whose order was not stored (its post failed after the item was). */
export async function dropLazyItemWithoutOrder(db: Db, chainId: number, orderHash: string): Promise<void> {
  await db.query(
    `DELETE FROM market.lazy_items l WHERE l.chain_id = $1 AND l.order_hash = $2
       AND NOT EXISTS (SELECT 1 FROM market.orders o WHERE o.chain_id = $1 AND o.order_hash = $2)`,
    [chainId, orderHash],
  )
}
