import type { Db } from '../Db.ts'

/** What an item's metadata document says (a token's, or a lazy listing's item). */
export type ItemDocument = {
  name: string | null
  description: string | null
  image: string | null
  attributes: { trait_type: string; value: string }[]
}

/** The content hash of an item's document (`nft.item_content_hash`): null when it says nothing. */
export async function readItemContentHash(db: Db, item: ItemDocument): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>(
    'SELECT nft.item_content_hash($1, $2, $3, $4::jsonb) AS hash',
    [item.name, item.description, item.image, JSON.stringify(item.attributes)],
  )
  return rows[0]?.hash ?? null
}
