import type { Migration } from '../Migration.ts'

/**
 * The account that created a collection through a collection factory (its `CollectionCreated`
 * event's owner), so a creator's profile lists their collections before any is minted into.
 * Null for a collection seen first by its tokens.
 */
export const collectionCreator: Migration = {
  id: '010_collection_creator',
  sql: `
    ALTER TABLE nft.collections ADD COLUMN creator text;
    CREATE INDEX collections_by_creator ON nft.collections (chain_id, creator, first_block DESC) WHERE creator IS NOT NULL;
  `,
}
