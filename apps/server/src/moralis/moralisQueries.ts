import type { Standard } from '@vitrine/api'
import type pg from 'pg'
import { ACTIVITY_COLUMNS } from '../nft/nftQueries.ts'
import type { ActivityRow, TokenRow } from '../nft/nftShapes.ts'

export type CollectionInfo = {
  address: string
  standard: Standard
  name: string | null
  symbol: string | null
}
export type OwnedTokenRow = TokenRow & { owner: string; amount: string; first_block: string }

const TOKEN_COLUMNS = `t.address, t.token_id::text AS token_id, c.standard, t.name, t.description, t.image, t.attributes,
  t.token_uri, t.metadata_status, t.first_block::text AS first_block, b.owner, b.amount::text AS amount`

/**
 * Reads the Moralis Web3 API needs beyond the NFT API's queries (nft/nftQueries.ts): balances by
 * owner over several collections, a collection's (token, owner) pairs, and the counts Moralis
 * pages carry as `total`. Same tables, same keyset paging.
 */
export function createMoralisQueries(pool: pg.Pool, chainId: number) {
  return {
    /** Tokens `owner` holds, optionally in some collections only, by (address, tokenId). */
    async tokensOfOwner(owner: string, collections: string[] | null, after: string[] | null, limit: number) {
      const { rows } = await pool.query<OwnedTokenRow>(
        `SELECT ${TOKEN_COLUMNS}
           FROM nft.balances b
           JOIN nft.tokens t ON t.chain_id = b.chain_id AND t.address = b.address AND t.token_id = b.token_id
           JOIN nft.collections c ON c.chain_id = b.chain_id AND c.address = b.address
          WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0
            AND ($3::text[] IS NULL OR b.address = ANY($3))
            AND ($4::text IS NULL OR (b.address, b.token_id) > ($4::text, $5::numeric))
          ORDER BY b.address, b.token_id LIMIT $6`,
        [chainId, owner, collections, after?.[0] ?? null, after?.[1] ?? null, limit],
      )
      return rows
    },

    async countTokensOfOwner(owner: string, collections: string[] | null) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM nft.balances b
          WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0 AND ($3::text[] IS NULL OR b.address = ANY($3))`,
        [chainId, owner, collections],
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** Every (token, owner) of a collection with the owner's amount, by (tokenId, owner). */
    async ownersOfCollection(address: string, after: string[] | null, limit: number) {
      const { rows } = await pool.query<OwnedTokenRow>(
        `SELECT ${TOKEN_COLUMNS}
           FROM nft.balances b
           JOIN nft.tokens t ON t.chain_id = b.chain_id AND t.address = b.address AND t.token_id = b.token_id
           JOIN nft.collections c ON c.chain_id = b.chain_id AND c.address = b.address
          WHERE b.chain_id = $1 AND b.address = $2 AND b.amount > 0
            AND ($3::numeric IS NULL OR (b.token_id, b.owner) > ($3::numeric, $4::text))
          ORDER BY b.token_id, b.owner LIMIT $5`,
        [chainId, address, after?.[0] ?? null, after?.[1] ?? null, limit],
      )
      return rows
    },

    async countOwnersOfCollection(address: string) {
      const { rows } = await pool.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM nft.balances WHERE chain_id = $1 AND address = $2 AND amount > 0',
        [chainId, address],
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** How many transfers (mints, transfers, burns; a sale stands for the transfer it settles). */
    async countTransfers(filter: { address: string | null; account: string | null }) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM nft.activity a
          WHERE a.chain_id = $1 AND NOT a.settles_sale AND a.type IN ('mint', 'transfer', 'burn', 'sale')
            AND ($2::text IS NULL OR a.address = $2)
            AND ($3::text IS NULL OR a.from_address = $3 OR a.to_address = $3)`,
        [chainId, filter.address, filter.account],
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** How many sales a collection has had. */
    async countSales(address: string) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM nft.activity WHERE chain_id = $1 AND address = $2 AND type = 'sale'`,
        [chainId, address],
      )
      return Number(rows[0]?.n ?? 0)
    },

    /** A collection's cheapest sale since `since` (ETH and WETH, one to one), the newest of equal ones. */
    async lowestSale(address: string, since: Date) {
      const { rows } = await pool.query<ActivityRow>(
        `SELECT ${ACTIVITY_COLUMNS} FROM nft.activity a
          WHERE a.chain_id = $1 AND a.address = $2 AND a.type = 'sale' AND a.block_time >= $3
          ORDER BY a.price, a.block_number DESC, a.log_index DESC LIMIT 1`,
        [chainId, address, since],
      )
      return rows[0] ?? null
    },

    /** Units of each token in existence (an ERC-721 has 1 while owned), by token id. */
    async supplies(address: string, tokenIds: string[]) {
      const { rows } = await pool.query<{ token_id: string; n: string }>(
        `SELECT token_id::text AS token_id, sum(amount)::text AS n FROM nft.balances
          WHERE chain_id = $1 AND address = $2 AND token_id = ANY($3::numeric[]) AND amount > 0
          GROUP BY token_id`,
        [chainId, address, tokenIds],
      )
      return new Map(rows.map((row) => [row.token_id, row.n]))
    },

    /** Standard, name and symbol of the given collections, by address. */
    async collectionsInfo(addresses: string[]) {
      const { rows } = await pool.query<CollectionInfo>(
        'SELECT address, standard, name, symbol FROM nft.collections WHERE chain_id = $1 AND address = ANY($2)',
        [chainId, [...new Set(addresses)]],
      )
      return new Map(rows.map((row) => [row.address, row]))
    },
  }
}

export type MoralisQueries = ReturnType<typeof createMoralisQueries>
