import { createHash } from 'node:crypto'
import type { CollectionSort, TokenSort } from '@vitrine/api'
import { LIVE_CHANNEL, livePayload } from '@vitrine/db'
import type pg from 'pg'
import { type Address, zeroAddress } from 'viem'
import { type BestOrderColumns, bestOrderColumns } from '../orderBook/bestOrders.ts'
import { collectionTokensByPriceSql, type PriceKey } from './collectionTokensByPriceSql.ts'
import { collectionTokensSql, type TraitFilter } from './collectionTokensSql.ts'
import type { ActivityRow, CollectionRow, Owner, TokenRow } from './nftShapes.ts'
import { createRarestTypeFirst } from './rarestTypeFirst.ts'

const TOKEN_COLUMNS = `t.address, t.token_id::text AS token_id, c.standard, t.name, t.description, t.image, t.attributes,
  t.token_uri, t.metadata_status, c.name AS collection_name, c.symbol AS collection_symbol, ${bestOrderColumns('$1', 't.address', 't.token_id')}`

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

export const ACTIVITY_COLUMNS = `a.type, a.address, a.token_id::text AS token_id, a.from_address, a.to_address, a.amount::text AS amount,
  a.price::text AS price, a.currency, a.source, a.tx_hash, a.block_number, a.log_index, a.batch_index,
  a.block_time`

export type ActivityFilter = {
  address: string | null
  tokenId: string | null
  account: string | null
  /** Types as stored: a burn is stored as 'burn' and reported as a transfer. */
  types: string[] | null
  /** Trading sources (`opensea` …): only items that came through one of them. */
  sources: string[] | null
}

/** The SQL behind the NFT API: reads of the tables the indexer keeps, keyset-paginated. */
export function createNftQueries(pool: pg.Pool, chainId: number) {
  // Named statements: each connection parses a query shape once, not per request. The shapes are
  // few: the SQL varies only with the sort, the number of trait types and whether a cursor is given.
  const names = new Map<string, string>()
  const query = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    let name = names.get(text)
    if (name === undefined) {
      name = `nft_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return pool.query<R>({ name, text, values })
  }
  const rarestTypeFirst = createRarestTypeFirst(query, chainId)
  const ownersOf = async (keys: { address: string; token_id: string }[], perToken = 20) => {
    if (keys.length === 0) return new Map<string, Owner[]>()
    const { rows } = await query<{ address: string; token_id: string; owner: Address; amount: string }>(
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
      const { rows } = await query<TokenRow & BestOrderColumns & { amount: string }>(
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
      const { rows } = await query<TokenRow & BestOrderColumns>(
        `SELECT ${TOKEN_COLUMNS} FROM nft.tokens t
           JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address
          WHERE t.chain_id = $1 AND t.address = $2 AND t.token_id = $3`,
        [chainId, address, tokenId],
      )
      return rows[0] ?? null
    },

    async collections(
      sort: CollectionSort,
      q: string | null,
      after: string[] | null,
      limit: number,
      creator: string | null = null,
    ) {
      // Each order has its index (migration 003); the keyset condition matches the index order.
      const order = {
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
      }[sort]
      const { rows } = await query<CollectionRow>(
        `SELECT ${COLLECTION_COLUMNS} FROM nft.collections c
          WHERE c.chain_id = $1 AND ($2::text IS NULL OR c.name ILIKE '%' || $2 || '%' OR c.symbol ILIKE $2)
            AND ($4::text IS NULL OR ${order.key}) AND ($6::text IS NULL OR c.creator = $6)
          ORDER BY ${order.by} LIMIT $3`,
        [
          chainId,
          q === null ? null : q.replace(/[\\%_]/g, (c) => `\\${c}`),
          limit,
          after?.[0] ?? null,
          after?.[1] ?? null,
          creator,
        ],
      )
      return rows
    },

    async collection(address: string) {
      const { rows } = await query<CollectionRow>(
        `SELECT ${COLLECTION_COLUMNS} FROM nft.collections c WHERE c.chain_id = $1 AND c.address = $2`,
        [chainId, address],
      )
      return rows[0] ?? null
    },

    /** A page of a collection's tokens, filtered by traits (and listed only), by token id, newest first or price (listed first). */
    async collectionTokens(
      address: string,
      sort: TokenSort,
      traits: TraitFilter,
      after: string[] | null,
      limit: number,
      listed = false,
    ) {
      const ordered = await rarestTypeFirst(address, traits)
      const input = { chainId, address, traits: ordered, listed, after, limit }
      const { text, values } =
        sort === 'price' ? collectionTokensByPriceSql(input) : collectionTokensSql({ ...input, sort })
      // price_rank and price only in the price order.
      const { rows } = await query<
        TokenRow & BestOrderColumns & Partial<PriceKey> & { first_block: string; owner: Address | null }
      >(text, values)
      return rows
    },

    /** Every trait type of a collection with its values and how many tokens have each. */
    async traits(address: string, valuesPerType: number) {
      const { rows } = await query<{ trait_type: string; value: string; tokens: string; rank: string }>(
        `SELECT trait_type, value, tokens FROM (
           SELECT trait_type, value, tokens,
                  row_number() OVER (PARTITION BY trait_type ORDER BY tokens DESC, value) AS rank
             FROM nft.trait_counts WHERE chain_id = $1 AND address = $2 AND tokens > 0
         ) AS ranked WHERE rank <= $3 ORDER BY trait_type, tokens DESC, value`,
        [chainId, address, valuesPerType],
      )
      return rows
    },

    /** Activity, newest first, by collection, token or account (either side), type and source. */
    async activity(filter: ActivityFilter, after: string[] | null, limit: number) {
      const values: unknown[] = [chainId, limit]
      const param = (value: unknown) => {
        values.push(value)
        return `$${values.length}`
      }
      // A sale's own NFT transfer is not shown beside it: the sale names seller and buyer.
      const where = ['a.chain_id = $1', 'NOT a.settles_sale']
      if (filter.address) where.push(`a.address = ${param(filter.address)}`)
      if (filter.tokenId) where.push(`a.token_id = ${param(filter.tokenId)}::numeric`)
      if (filter.types) where.push(`a.type = ANY(${param(filter.types)}::text[])`)
      if (filter.sources) where.push(`a.source = ANY(${param(filter.sources)}::text[])`)
      if (after) {
        where.push(
          `(a.block_number, a.log_index, a.batch_index) < (${param(after[0])}::bigint, ${param(after[1])}::int, ${param(after[2])}::int)`,
        )
      }
      const order = 'ORDER BY a.block_number DESC, a.log_index DESC, a.batch_index DESC LIMIT $2'
      const select = (side: string) => `SELECT ${ACTIVITY_COLUMNS} FROM nft.activity a
        WHERE ${[...where, side].join(' AND ')} ${order}`
      // An account's activity is two index ranges (as sender, as receiver), each already in order.
      const sql = filter.account
        ? (() => {
            const account = param(filter.account)
            // The zero-address condition matches the partial indexes (the zero address is refused as an account).
            const side = (column: string) => `a.${column} = ${account} AND a.${column} <> '${zeroAddress}'`
            return `SELECT * FROM ((${select(side('from_address'))}) UNION (${select(side('to_address'))})) AS a
              ${order}`
          })()
        : select('true')
      const { rows } = await query<ActivityRow>(sql, values)
      return rows
    },

    /**
     * Puts a token back in the metadata queue, due now, its URI to be read again (a reveal or
     * `setTokenURI` changes it), and says so to open pages and read caches in the same statement.
     * A token not minted yet: the items of its open lazy listings. False when no such token is
     * indexed or listed lazily.
     */
    async requeueMetadata(address: string, tokenId: string) {
      const change = livePayload({
        cause: 'metadata',
        block: null,
        collections: [address],
        tokens: [{ address, tokenId }],
        accounts: [],
        orders: [],
        everything: false,
      })
      // A token not minted yet but listed lazily: each open listing's own item is read again
      // (the indexer checks it again for copies of existing items).
      const { rowCount } = await query(
        `WITH queued AS (
           UPDATE nft.tokens SET metadata_status = 'pending', metadata_attempts = 0, metadata_next_at = now(),
                  metadata_error = NULL, token_uri = NULL
            WHERE chain_id = $1 AND address = $2 AND token_id = $3 RETURNING 1),
         lazy AS (
           UPDATE market.lazy_items l SET status = 'pending', attempts = 0, next_at = now(), error = NULL
             FROM market.orders o
            WHERE l.chain_id = $1 AND l.address = $2 AND l.token_id = $3 AND NOT EXISTS (SELECT 1 FROM queued)
              AND o.chain_id = l.chain_id AND o.order_hash = l.order_hash AND o.status IN ('active', 'inactive')
           RETURNING 1)
         SELECT pg_notify($4, $5) FROM (SELECT 1 FROM queued UNION ALL (SELECT 1 FROM lazy LIMIT 1)) AS q`,
        [chainId, address, tokenId, LIVE_CHANNEL, change],
      )
      return (rowCount ?? 0) > 0
    },

    async indexedBlock(): Promise<number | null> {
      const { rows } = await query<{ block_number: string }>(
        'SELECT block_number FROM nft.sync_state WHERE chain_id = $1',
        [chainId],
      )
      return rows[0] ? Number(rows[0].block_number) : null
    },
  }
}

export type NftQueries = ReturnType<typeof createNftQueries>
