import { inTransaction } from '@vitrine/db'
import type pg from 'pg'
import type { ActivityRow, Writes } from '../handlers/Writes.ts'

export type BlockRef = { number: bigint; hash: string; parentHash: string }

/**
 * Applies a batch's writes and moves the cursor to `block`, in one transaction: killed at any
 * point, the indexer restarts from the last committed cursor with nothing lost or doubled, and
 * readers never see a batch in part. Multi-row `unnest` inserts: one statement per table,
 * whatever the batch size.
 */
export async function writeBatch(pool: pg.Pool, chainId: number, writes: Writes, block: BlockRef): Promise<void> {
  await inTransaction(pool, async (client) => {
    await insertActivity(client, chainId, writes.activity)
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
      // New tokens only (ON CONFLICT skips known ones) add to their collection's item count.
      await client.query(
        `WITH added AS (
           INSERT INTO nft.tokens (chain_id, address, token_id, first_block)
           SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::bigint[]) ON CONFLICT DO NOTHING
           RETURNING address
         ), per_collection AS (SELECT address, count(*) AS n FROM added GROUP BY address)
         UPDATE nft.collections c SET item_count = c.item_count + p.n
           FROM per_collection p WHERE c.chain_id = $1 AND c.address = p.address`,
        [
          chainId,
          tokens.map((t) => t.address),
          tokens.map((t) => t.tokenId.toString()),
          tokens.map((t) => t.firstBlock.toString()),
        ],
      )
    }
    const deltas = [...writes.balanceDeltas.values()].filter((d) => d.delta !== 0n)
    if (deltas.length > 0) await applyBalanceDeltas(client, chainId, deltas)
    if (writes.volume.size > 0) {
      await client.query(
        `UPDATE nft.collections c SET volume = c.volume + v.added
           FROM unnest($2::text[], $3::numeric[]) AS v(address, added)
          WHERE c.chain_id = $1 AND c.address = v.address`,
        [chainId, [...writes.volume.keys()], [...writes.volume.values()].map(String)],
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

async function insertActivity(client: pg.PoolClient, chainId: number, rows: ActivityRow[]) {
  if (rows.length === 0) return
  const text = (value: string | null | undefined) => value ?? null
  const number = (value: bigint | null | undefined) => (value === null || value === undefined ? null : value.toString())
  await client.query(
    `INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
       from_address, to_address, amount, price, currency, source, order_hash, counter, block_time, settles_sale)
     SELECT $1, b, l, i, tx, ty, a, t, f, r, am, p, cu, s, o, co, to_timestamp(bt), ss
       FROM unnest($2::bigint[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::text[],
                   $10::text[], $11::numeric[], $12::numeric[], $13::text[], $14::text[], $15::text[], $16::numeric[],
                   $17::bigint[], $18::boolean[]) AS u(b, l, i, tx, ty, a, t, f, r, am, p, cu, s, o, co, bt, ss)`,
    [
      chainId,
      rows.map((r) => r.blockNumber.toString()),
      rows.map((r) => r.logIndex),
      rows.map((r) => r.batchIndex),
      rows.map((r) => r.txHash),
      rows.map((r) => r.type),
      rows.map((r) => r.address),
      rows.map((r) => number(r.tokenId)),
      rows.map((r) => text(r.from)),
      rows.map((r) => text(r.to)),
      rows.map((r) => number(r.amount)),
      rows.map((r) => number(r.price)),
      rows.map((r) => text(r.currency)),
      rows.map((r) => text(r.source)),
      rows.map((r) => text(r.orderHash)),
      rows.map((r) => number(r.counter)),
      rows.map((r) => r.blockTime.toString()),
      rows.map((r) => r.settlesSale === true),
    ],
  )
}

type BalanceDelta = { address: string; tokenId: bigint; owner: string; delta: bigint }

/**
 * Adds the deltas to the balances and keeps the owner counts true, in one statement: a balance
 * going from none to some (or back) changes how many tokens its owner holds in the collection,
 * and an owner going from none to some (or back) changes the collection's owner count. Each
 * upsert returns the new amount; the old one is the new minus the delta, so nothing is read twice.
 */
async function applyBalanceDeltas(client: pg.PoolClient, chainId: number, deltas: BalanceDelta[]) {
  await client.query(
    `WITH d AS (
       SELECT * FROM unnest($2::text[], $3::numeric[], $4::text[], $5::numeric[]) AS d(address, token_id, owner, delta)
     ), balance AS (
       INSERT INTO nft.balances (chain_id, address, token_id, owner, amount)
       SELECT $1, address, token_id, owner, delta FROM d
       ON CONFLICT (chain_id, address, token_id, owner) DO UPDATE SET amount = nft.balances.amount + EXCLUDED.amount
       RETURNING address, token_id, owner, amount
     ), held AS (
       SELECT b.address, b.owner, sum(CASE WHEN b.amount - d.delta <= 0 AND b.amount > 0 THEN 1
                                           WHEN b.amount - d.delta > 0 AND b.amount <= 0 THEN -1 ELSE 0 END) AS change
         FROM balance b JOIN d USING (address, token_id, owner) GROUP BY b.address, b.owner
     ), holder AS (
       INSERT INTO nft.collection_owners (chain_id, address, owner, tokens)
       SELECT $1, address, owner, change FROM held WHERE change <> 0
       ON CONFLICT (chain_id, address, owner) DO UPDATE SET tokens = nft.collection_owners.tokens + EXCLUDED.tokens
       RETURNING address, owner, tokens
     ), per_collection AS (
       SELECT o.address, sum(CASE WHEN o.tokens - h.change <= 0 AND o.tokens > 0 THEN 1
                                  WHEN o.tokens - h.change > 0 AND o.tokens <= 0 THEN -1 ELSE 0 END) AS n
         FROM holder o JOIN held h USING (address, owner) GROUP BY o.address
     )
     UPDATE nft.collections c SET owner_count = c.owner_count + p.n
       FROM per_collection p WHERE c.chain_id = $1 AND c.address = p.address AND p.n <> 0`,
    [
      chainId,
      deltas.map((d) => d.address),
      deltas.map((d) => d.tokenId.toString()),
      deltas.map((d) => d.owner),
      deltas.map((d) => d.delta.toString()),
    ],
  )
}
