import { inTransaction } from '@vitrine/db'
import { storedUri, type TokenMetadata } from '@vitrine/metadata'
import type pg from 'pg'

export type TokenKey = { chainId: number; address: string; tokenId: string }

/**
 * Stores a token's fetched metadata and replaces its traits, keeping the collection's
 * per-trait counts true (a refresh may change them), all in one transaction.
 */
export async function writeTokenMetadata(pool: pg.Pool, token: TokenKey, tokenUri: string, metadata: TokenMetadata) {
  // One row per (trait, value): a document listing the same pair twice counts it once.
  const traits = [...new Map(metadata.attributes.map((a) => [`${a.trait_type}\u0000${a.value}`, a])).values()]
  const key = [token.chainId, token.address, token.tokenId]
  await inTransaction(pool, async (client) => {
    await client.query(
      `UPDATE nft.tokens SET token_uri = $4, metadata_status = 'ok', name = $5, description = $6, image = $7,
              attributes = $8, metadata_attempts = metadata_attempts + 1, metadata_error = NULL
        WHERE chain_id = $1 AND address = $2 AND token_id = $3`,
      [
        ...key,
        storedUri(tokenUri),
        metadata.name,
        metadata.description,
        metadata.image,
        JSON.stringify(metadata.attributes),
      ],
    )
    await client.query(
      `WITH gone AS (
         DELETE FROM nft.token_traits WHERE chain_id = $1 AND address = $2 AND token_id = $3
         RETURNING trait_type, value
       )
       UPDATE nft.trait_counts c SET tokens = c.tokens - 1
         FROM gone WHERE c.chain_id = $1 AND c.address = $2 AND c.trait_type = gone.trait_type AND c.value = gone.value`,
      key,
    )
    if (traits.length === 0) return
    await client.query(
      `WITH added AS (
         INSERT INTO nft.token_traits (chain_id, address, token_id, trait_type, value, first_block)
         SELECT $1, $2, $3, u.trait_type, u.value, t.first_block
           FROM unnest($4::text[], $5::text[]) AS u(trait_type, value)
           JOIN nft.tokens t ON t.chain_id = $1 AND t.address = $2 AND t.token_id = $3
         RETURNING trait_type, value
       )
       INSERT INTO nft.trait_counts (chain_id, address, trait_type, value, tokens)
       SELECT $1, $2, trait_type, value, 1 FROM added
       ON CONFLICT (chain_id, address, trait_type, value) DO UPDATE SET tokens = nft.trait_counts.tokens + 1`,
      [...key, traits.map((t) => t.trait_type), traits.map((t) => t.value)],
    )
  })
}
