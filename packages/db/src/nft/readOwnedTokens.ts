import type { Db } from '../Db.ts'
import type { TokenRow } from './TokenRow.ts'

/** A token with one holder of it and the units they hold (the Moralis Web3 API's reads). */
export type OwnedTokenRow = TokenRow & { owner: string; amount: string; first_block: string }

/** Held units (`b`) with their tokens and collections: the rows of {@link OwnedTokenRow}, before a WHERE. */
const HOLDINGS = `SELECT t.address, t.token_id::text AS token_id, c.standard, t.name, t.description, t.image, t.attributes,
  t.token_uri, t.metadata_status, t.first_block::text AS first_block, b.owner, b.amount::text AS amount
       FROM nft.balances b
       JOIN nft.tokens t ON t.chain_id = b.chain_id AND t.address = b.address AND t.token_id = b.token_id
       JOIN nft.collections c ON c.chain_id = b.chain_id AND c.address = b.address`

/** Tokens `owner` holds, optionally in some collections only, by (address, tokenId), after the key `after`. */
export async function readOwnedTokens(
  db: Db,
  chainId: number,
  owner: string,
  collections: string[] | null,
  after: string[] | null,
  limit: number,
): Promise<OwnedTokenRow[]> {
  const { rows } = await db.query<OwnedTokenRow>(
    `${HOLDINGS}
      WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0
        AND ($3::text[] IS NULL OR b.address = ANY($3))
        AND ($4::text IS NULL OR (b.address, b.token_id) > ($4::text, $5::numeric))
      ORDER BY b.address, b.token_id LIMIT $6`,
    [chainId, owner, collections, after?.[0] ?? null, after?.[1] ?? null, limit],
  )
  return rows
}

/** How many tokens `owner` holds, optionally in some collections only. */
export async function countOwnedTokens(
  db: Db,
  chainId: number,
  owner: string,
  collections: string[] | null,
): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM nft.balances b
      WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0 AND ($3::text[] IS NULL OR b.address = ANY($3))`,
    [chainId, owner, collections],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Every (token, owner) of a collection with the owner's amount, by (tokenId, owner), after the key `after`. */
export async function readCollectionHoldings(
  db: Db,
  chainId: number,
  address: string,
  after: string[] | null,
  limit: number,
): Promise<OwnedTokenRow[]> {
  const { rows } = await db.query<OwnedTokenRow>(
    `${HOLDINGS}
      WHERE b.chain_id = $1 AND b.address = $2 AND b.amount > 0
        AND ($3::numeric IS NULL OR (b.token_id, b.owner) > ($3::numeric, $4::text))
      ORDER BY b.token_id, b.owner LIMIT $5`,
    [chainId, address, after?.[0] ?? null, after?.[1] ?? null, limit],
  )
  return rows
}

/** How many (token, owner) pairs a collection has. */
export async function countCollectionHoldings(db: Db, chainId: number, address: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM nft.balances WHERE chain_id = $1 AND address = $2 AND amount > 0',
    [chainId, address],
  )
  return Number(rows[0]?.n ?? 0)
}

/** Units of each token in existence (an ERC-721 has 1 while owned), by token id. */
export async function readSupplies(
  db: Db,
  chainId: number,
  address: string,
  tokenIds: string[],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ token_id: string; n: string }>(
    `SELECT token_id::text AS token_id, sum(amount)::text AS n FROM nft.balances
      WHERE chain_id = $1 AND address = $2 AND token_id = ANY($3::numeric[]) AND amount > 0
      GROUP BY token_id`,
    [chainId, address, tokenIds],
  )
  return new Map(rows.map((row) => [row.token_id, row.n]))
}
