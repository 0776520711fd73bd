import type { Db } from '../Db.ts'

/** A picture's reference as indexed (null: none), and whether it is still to be read. */
export type PictureRow = { image: string | null; pending: boolean }

/** A collection's own picture (`nft.collections.image`), or null when the collection is not indexed. */
export async function readCollectionPicture(db: Db, chainId: number, address: string): Promise<PictureRow | null> {
  const { rows } = await db.query<PictureRow>({
    name: 'media_collection_image',
    text: `SELECT image, details_status = 'pending' AS pending FROM nft.collections
            WHERE chain_id = $1 AND address = $2`,
    values: [chainId, address],
  })
  return rows[0] ?? null
}

/**
 * A token's picture (`nft.tokens.image`); a token not minted yet, the picture of the lazy listing
 * `order`'s own item (`market.lazy_items.image`), or with no order of its earliest open one. Null
 * when neither exists.
 */
export async function readTokenPicture(
  db: Db,
  chainId: number,
  address: string,
  tokenId: string,
  order: string | null,
): Promise<PictureRow | null> {
  const { rows } = await db.query<PictureRow>({
    name: 'media_token_image_v2',
    text: `SELECT image, metadata_status = 'pending' AS pending, 0 AS pick, 0::bigint AS seq FROM nft.tokens
            WHERE chain_id = $1 AND address = $2 AND token_id = $3
           UNION ALL
           SELECT l.image, l.status = 'pending' AND l.image IS NULL, 1, o.seq FROM market.lazy_items l
             JOIN market.orders o ON o.chain_id = l.chain_id AND o.order_hash = l.order_hash
            WHERE l.chain_id = $1 AND l.address = $2 AND l.token_id = $3
              AND ($4::text IS NULL OR l.order_hash = $4) AND ($4::text IS NOT NULL OR o.status IN ('active', 'inactive'))
           ORDER BY pick, seq LIMIT 1`,
    values: [chainId, address, tokenId, order],
  })
  return rows[0] ?? null
}
