import type pg from 'pg'
import type { CollectionRow, Owner, TokenRow } from './nftShapes.ts'

const TOKEN_COLUMNS = `t.address, t.token_id::text AS token_id, c.standard, t.name, t.description, t.image, t.attributes,
  t.token_uri, t.metadata_status`

const COLLECTION_COLUMNS = `c.address, c.standard, c.name, c.symbol, c.royalty_bps, c.image, c.first_block::text AS first_block,
  (SELECT count(*) FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address)::text AS item_count,
  (SELECT count(DISTINCT b.owner) FROM nft.balances b
    WHERE b.chain_id = c.chain_id AND b.address = c.address AND b.amount > 0)::text AS owner_count`

export type CollectionSort = 'items' | 'newest' | 'name'

/** The SQL behind the NFT API: reads of the tables the indexer keeps, keyset-paginated. */
export function createNftQueries(pool: pg.Pool, chainId: number) {
  const ownersOf = async (keys: { address: string; token_id: string }[], perToken = 20) => {
    if (keys.length === 0) return new Map<string, Owner[]>()
    const { rows } = await pool.query<{ address: string; token_id: string; owner: string; amount: string }>(
      `SELECT k.address, k.token_id::text AS token_id, o.owner, o.amount::text AS amount
         FROM unnest($2::text[], $3::numeric[]) AS k(address, token_id)
         CROSS JOIN LATERAL (
           SELECT owner, amount FROM nft.balances b
            WHERE b.chain_id = $1 AND b.address = k.address AND b.token_id = k.token_id AND b.amount > 0
            ORDER BY amount DESC, owner LIMIT $4) AS o`,
      [chainId, keys.map((k) => k.address), keys.map((k) => k.token_id), perToken],
    )
    const owners = new Map<string, Owner[]>()
    for (const row of rows) {
      const key = `${row.address}:${row.token_id}`
      owners.set(key, [...(owners.get(key) ?? []), { address: row.owner, amount: row.amount }])
    }
    return owners
  }

  return {
    ownersOf,

    /** Tokens `owner` holds (amount > 0), optionally in one collection, by (address, tokenId). */
    async tokensOfOwner(owner: string, collection: string | null, after: string[] | null, limit: number) {
      const { rows } = await pool.query<TokenRow & { amount: string }>(
        `SELECT ${TOKEN_COLUMNS}, b.amount::text AS amount
           FROM nft.balances b
           JOIN nft.tokens t ON t.chain_id = b.chain_id AND t.address = b.address AND t.token_id = b.token_id
           JOIN nft.collections c ON c.chain_id = b.chain_id AND c.address = b.address
          WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0
            AND ($3::text IS NULL OR b.address = $3)
            AND ($4::text IS NULL OR (b.address, b.token_id) > ($4::text, $5::numeric))
          ORDER BY b.address, b.token_id LIMIT $6`,
        [chainId, owner, collection, after?.[0] ?? null, after?.[1] ?? null, limit],
      )
      return rows
    },

    async token(address: string, tokenId: string) {
      const { rows } = await pool.query<TokenRow>(
        `SELECT ${TOKEN_COLUMNS} FROM nft.tokens t
           JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address
          WHERE t.chain_id = $1 AND t.address = $2 AND t.token_id = $3`,
        [chainId, address, tokenId],
      )
      return rows[0] ?? null
    },

    async collections(sort: CollectionSort, q: string | null, after: string[] | null, limit: number) {
      const order = {
        items: { by: 'item_count::numeric DESC, address', key: '(-item_count::numeric, address) > (-$4::numeric, $5)' },
        newest: {
          by: 'first_block::numeric DESC, address',
          key: '(-first_block::numeric, address) > (-$4::numeric, $5)',
        },
        name: { by: "lower(coalesce(name, '')), address", key: "(lower(coalesce(name, '')), address) > ($4, $5)" },
      }[sort]
      const { rows } = await pool.query<CollectionRow>(
        `WITH listed AS (
           SELECT ${COLLECTION_COLUMNS} FROM nft.collections c
            WHERE c.chain_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.symbol ILIKE $2)
         )
         SELECT * FROM listed WHERE ($4::text IS NULL OR ${order.key})
          ORDER BY ${order.by} LIMIT $3`,
        [
          chainId,
          q === null ? null : q.replace(/[\\%_]/g, (c) => `\\${c}`),
          limit,
          after?.[0] ?? null,
          after?.[1] ?? null,
        ],
      )
      return rows
    },

    async collection(address: string) {
      const { rows } = await pool.query<CollectionRow>(
        `SELECT ${COLLECTION_COLUMNS} FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2`,
        [chainId, address],
      )
      return rows[0] ?? null
    },

    async indexedBlock(): Promise<number | null> {
      const { rows } = await pool.query<{ block_number: string }>(
        'SELECT block_number FROM nft.sync_state WHERE chain_id = $1',
        [chainId],
      )
      return rows[0] ? Number(rows[0].block_number) : null
    },
  }
}

export type NftQueries = ReturnType<typeof createNftQueries>
