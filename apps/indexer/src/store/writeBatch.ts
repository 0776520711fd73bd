import { inTransaction } from '@vitrine/db'
import type pg from 'pg'
import type { Writes } from '../handlers/Writes.ts'

export type BlockRef = { number: bigint; hash: string; parentHash: string }

/**
 * Applies a batch's writes and moves the cursor to `block`, in one transaction: killed at any
 * point, the indexer restarts from the last committed cursor with nothing lost or doubled.
 * Multi-row `unnest` inserts: one statement per table, whatever the batch size.
 */
export async function writeBatch(pool: pg.Pool, chainId: number, writes: Writes, block: BlockRef): Promise<void> {
  await inTransaction(pool, async (client) => {
    const a = writes.activity
    if (a.length > 0) {
      await client.query(
        `INSERT INTO nft.activity
           (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id, from_address, to_address, amount)
         SELECT $1, * FROM unnest($2::bigint[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[],
                                  $8::numeric[], $9::text[], $10::text[], $11::numeric[])`,
        [
          chainId,
          a.map((r) => r.blockNumber.toString()),
          a.map((r) => r.logIndex),
          a.map((r) => r.batchIndex),
          a.map((r) => r.txHash),
          a.map((r) => r.type),
          a.map((r) => r.address),
          a.map((r) => r.tokenId.toString()),
          a.map((r) => r.from),
          a.map((r) => r.to),
          a.map((r) => r.amount.toString()),
        ],
      )
    }
    const collections = [...writes.collections.values()]
    if (collections.length > 0) {
      await client.query(
        `INSERT INTO nft.collections (chain_id, address, standard, first_block)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[]) ON CONFLICT DO NOTHING`,
        [
          chainId,
          collections.map((c) => c.address),
          collections.map((c) => c.standard),
          collections.map((c) => c.firstBlock.toString()),
        ],
      )
    }
    const tokens = [...writes.tokens.values()]
    if (tokens.length > 0) {
      await client.query(
        `INSERT INTO nft.tokens (chain_id, address, token_id, first_block)
         SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::bigint[]) ON CONFLICT DO NOTHING`,
        [
          chainId,
          tokens.map((t) => t.address),
          tokens.map((t) => t.tokenId.toString()),
          tokens.map((t) => t.firstBlock.toString()),
        ],
      )
    }
    const deltas = [...writes.balanceDeltas.values()].filter((d) => d.delta !== 0n)
    if (deltas.length > 0) {
      await client.query(
        `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount)
         SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::text[], $5::numeric[])
         ON CONFLICT (chain_id, address, token_id, owner) DO UPDATE SET amount = nft.balances.amount + EXCLUDED.amount`,
        [
          chainId,
          deltas.map((d) => d.address),
          deltas.map((d) => d.tokenId.toString()),
          deltas.map((d) => d.owner),
          deltas.map((d) => d.delta.toString()),
        ],
      )
    }
    await client.query(
      `INSERT INTO nft.blocks (chain_id, number, hash, parent_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (chain_id, number) DO UPDATE SET hash = EXCLUDED.hash, parent_hash = EXCLUDED.parent_hash`,
      [chainId, block.number.toString(), block.hash, block.parentHash],
    )
    await client.query(
      `INSERT INTO nft.sync_state (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash`,
      [chainId, block.number.toString(), block.hash],
    )
  })
}

/** The last block committed for this chain, or null before the first batch. */
export async function readCursor(pool: pg.Pool, chainId: number): Promise<bigint | null> {
  const { rows } = await pool.query<{ block_number: string }>(
    'SELECT block_number FROM nft.sync_state WHERE chain_id = $1',
    [chainId],
  )
  return rows[0] ? BigInt(rows[0].block_number) : null
}
