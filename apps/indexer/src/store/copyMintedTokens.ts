import type pg from 'pg'
import type { Writes } from '../handlers/Writes.ts'
import { copyRows } from './copyRows.ts'

type Token = Writes['tokens'] extends Map<string, infer T> ? T : never
type Delta = Writes['balanceDeltas'] extends Map<string, infer T> ? T : never

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505'

/**
 * For a bulk load: the ERC-721 tokens minted in this batch, and their balances, go in by COPY.
 * They are new rows (a token's first event here is its mint), so they can skip the upserts'
 * conflict checks, most of what a backfill of fresh mints costs the database. A token burnt and
 * minted again meets its own row: a savepoint undoes the copies and everything takes the
 * upserts. Returns the tokens and deltas still to write.
 */
export async function copyMintedTokens(
  client: pg.PoolClient,
  chainId: number,
  tokens: Token[],
  deltas: Delta[],
): Promise<{ tokens: Token[]; deltas: Delta[] }> {
  const minted = tokens.filter((t) => t.minted)
  if (minted.length === 0) return { tokens, deltas }
  await client.query('SAVEPOINT minted_tokens')
  try {
    await copyRows(
      client,
      'nft.tokens',
      ['chain_id', 'address', 'token_id', 'first_block'],
      minted.map((t) => [chainId, t.address, t.tokenId, t.firstBlock]),
    )
    await copyRows(
      client,
      'nft.balances',
      ['chain_id', 'address', 'token_id', 'owner', 'amount'],
      deltas.filter((d) => d.minted).map((d) => [chainId, d.address, d.tokenId, d.owner, d.delta]),
    )
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error
    // A token minted again after a burn: its rows exist, and the upserts add to them.
    await client.query('ROLLBACK TO SAVEPOINT minted_tokens')
    return { tokens, deltas }
  }
  await client.query('RELEASE SAVEPOINT minted_tokens')
  return { tokens: tokens.filter((t) => !t.minted), deltas: deltas.filter((d) => !d.minted) }
}
