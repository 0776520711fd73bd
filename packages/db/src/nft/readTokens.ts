import type { Address } from '@vitrine/api'
import type { Db } from '../Db.ts'
import { namedStatement } from '../namedStatement.ts'
import { type BestOrderColumns, bestOrderColumns } from './bestOrderColumns.ts'
import type { TokenRow } from './TokenRow.ts'

const TOKEN_COLUMNS = `t.address, t.token_id::text AS token_id, c.standard, t.name, t.description, t.image, t.attributes,
  t.token_uri, t.metadata_status, c.name AS collection_name, c.symbol AS collection_symbol, ${bestOrderColumns('$1', 't.address', 't.token_id')}`

/** Tokens `owner` holds (amount > 0), optionally in one collection, by (address, tokenId), after the key `after`. */
export async function readTokensOfOwner(
  db: Db,
  chainId: number,
  owner: string,
  collection: string | null,
  after: string[] | null,
  limit: number,
): Promise<(TokenRow & BestOrderColumns & { amount: string })[]> {
  const { rows } = await db.query<TokenRow & BestOrderColumns & { amount: string }>(
    namedStatement(
      'nft',
      `SELECT ${TOKEN_COLUMNS}, b.amount::text AS amount
         FROM nft.balances b
         JOIN nft.tokens t ON t.chain_id = b.chain_id AND t.address = b.address AND t.token_id = b.token_id
         JOIN nft.collections c ON c.chain_id = b.chain_id AND c.address = b.address
        WHERE b.chain_id = $1 AND b.owner = $2 AND b.amount > 0
          AND ($3::text IS NULL OR b.address = $3)
          AND ($4::text IS NULL OR (b.address, b.token_id) > ($4::text, $5::numeric))
        ORDER BY b.address, b.token_id LIMIT $6`,
      [chainId, owner, collection, after?.[0] ?? null, after?.[1] ?? null, limit],
    ),
  )
  return rows
}

/** One token with its best orders, or null when it is not indexed. */
export async function readToken(
  db: Db,
  chainId: number,
  address: string,
  tokenId: string,
): Promise<(TokenRow & BestOrderColumns) | null> {
  const { rows } = await db.query<TokenRow & BestOrderColumns>(
    namedStatement(
      'nft',
      `SELECT ${TOKEN_COLUMNS} FROM nft.tokens t
         JOIN nft.collections c ON c.chain_id = t.chain_id AND c.address = t.address
        WHERE t.chain_id = $1 AND t.address = $2 AND t.token_id = $3`,
      [chainId, address, tokenId],
    ),
  )
  return rows[0] ?? null
}

/** The holders of each token (amount > 0), most units first, at most `perToken` each. */
export async function readOwners(
  db: Db,
  chainId: number,
  keys: { address: string; token_id: string }[],
  perToken: number,
): Promise<{ address: string; token_id: string; owner: Address; amount: string }[]> {
  const { rows } = await db.query<{ address: string; token_id: string; owner: Address; amount: string }>(
    namedStatement(
      'nft',
      `SELECT k.address, k.token_id::text AS token_id, o.owner, o.amount::text AS amount
         FROM unnest($2::text[], $3::numeric[]) AS k(address, token_id)
         CROSS JOIN LATERAL (
           SELECT owner, amount FROM nft.balances b
            WHERE b.chain_id = $1 AND b.address = k.address AND b.token_id = k.token_id AND b.amount > 0
            ORDER BY amount DESC, owner LIMIT $4) AS o`,
      [chainId, keys.map((k) => k.address), keys.map((k) => k.token_id), perToken],
    ),
  )
  return rows
}
