import type { CollectionSort } from '@vitrine/api'
import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import type { CollectionRow } from './CollectionRow.ts'

// The counts are kept by the indexer batch by batch: never counted per request.
const COLLECTION_COLUMNS = `c.address, c.standard, c.name, c.symbol, c.royalty_bps, c.image, c.first_block::text AS first_block,
  c.item_count::text AS item_count, c.owner_count::text AS owner_count, c.volume::text AS volume,
  (SELECT min(o.unit_price)::text FROM market.orders o WHERE o.chain_id = c.chain_id AND o.address = c.address
      AND o.side = 'listing' AND o.status = 'active') AS floor_price,
  (SELECT max(o.unit_price)::text FROM market.orders o WHERE o.chain_id = c.chain_id AND o.address = c.address
      AND o.kind = 'collectionOffer' AND o.status = 'active') AS top_offer,
  -- The first few tokens, for the collection's picture: an index range of the tokens' primary key.
  ARRAY(SELECT t.token_id::text FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address
         ORDER BY t.token_id LIMIT 4) AS preview_token_ids`

// Each order has its index (migration 003); the keyset condition matches the index order.
const ORDERS: Record<CollectionSort, { by: string; key: string }> = {
  items: {
    by: 'c.item_count DESC, c.address',
    key: '(c.item_count < $4::bigint OR (c.item_count = $4::bigint AND c.address > $5))',
  },
  volume: {
    by: 'c.volume DESC, c.address',
    key: '(c.volume < $4::numeric OR (c.volume = $4::numeric AND c.address > $5))',
  },
  newest: {
    by: 'c.first_block DESC, c.address',
    key: '(c.first_block < $4::bigint OR (c.first_block = $4::bigint AND c.address > $5))',
  },
  name: {
    by: "lower(coalesce(c.name, '')), c.address",
    key: "(lower(coalesce(c.name, '')), c.address) > ($4, $5)",
  },
}

/** A page of collections in `sort` order after the key `after`, those whose name or symbol match `q`, or of `creator`. */
export async function readCollections(
  db: Db,
  chainId: number,
  page: { sort: CollectionSort; q: string | null; after: string[] | null; limit: number; creator: string | null },
): Promise<CollectionRow[]> {
  const order = ORDERS[page.sort]
  const { rows } = await db.query<CollectionRow>(
    namedStatement(
      'nft',
      `SELECT ${COLLECTION_COLUMNS} FROM nft.collections c
        WHERE c.chain_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.symbol ILIKE $2)
          AND ($4::text IS NULL OR ${order.key}) AND ($6::text IS NULL OR c.creator = $6)
        ORDER BY ${order.by} LIMIT $3`,
      [
        chainId,
        page.q === null ? null : page.q.replace(/[\\%_]/g, (c) => `\\${c}`),
        page.limit,
        page.after?.[0] ?? null,
        page.after?.[1] ?? null,
        page.creator,
      ],
    ),
  )
  return rows
}

/** One collection, or null when it is not indexed. */
export async function readCollection(db: Db, chainId: number, address: string): Promise<CollectionRow | null> {
  const { rows } = await db.query<CollectionRow>(
    namedStatement(
      'nft',
      `SELECT ${COLLECTION_COLUMNS} FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2`,
      [chainId, address],
    ),
  )
  return rows[0] ?? null
}
