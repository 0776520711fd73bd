import { inTransaction } from '@vitrine/db'
import type pg from 'pg'
import type { ActivityRow, Writes } from '../handlers/Writes.ts'
import { copyMintedTokens } from './copyMintedTokens.ts'
import { copyRows } from './copyRows.ts'
import { notifyBatch } from './notifyBatch.ts'
import { writeOrderUpdates } from './writeOrderUpdates.ts'

export type BlockRef = { number: bigint; hash: string; parentHash: string }

export type WriteOptions = {
  /**
   * Part of a bulk load (see bulkLoad.ts): owner and item counts are left to its end, and the
   * commit does not wait for the disk (a crash loses the last batches, and their cursor with
   * them: they are fetched again).
   */
  bulk?: boolean
}

/**
 * Applies a batch's writes and moves the cursor to `block`, in one transaction: killed at any
 * point, the indexer restarts from the last committed cursor with nothing lost or doubled, and
 * readers never see a batch in part. One statement per table, whatever the batch size.
 */
export async function writeBatch(
  pool: pg.Pool,
  chainId: number,
  writes: Writes,
  block: BlockRef,
  options: WriteOptions = {},
): Promise<void> {
  await inTransaction(pool, async (client) => {
    if (options.bulk) await client.query('SET LOCAL synchronous_commit = off')
    await insertActivity(client, chainId, writes.activity)
    const collections = [...writes.collections.values()]
    if (collections.length > 0) {
      // A factory's collection gets its creator (a collection seen first by its tokens has none).
      await client.query(
        `INSERT INTO nft.collections (chain_id, address, standard, first_block, creator)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::text[])
         ON CONFLICT (chain_id, address) DO UPDATE SET creator = coalesce(nft.collections.creator, EXCLUDED.creator)
           WHERE EXCLUDED.creator IS NOT NULL`,
        [
          chainId,
          collections.map((c) => c.address),
          collections.map((c) => c.standard),
          collections.map((c) => c.firstBlock.toString()),
          collections.map((c) => c.creator ?? null),
        ],
      )
    }
    let tokens = [...writes.tokens.values()]
    let deltas = [...writes.balanceDeltas.values()].filter((d) => d.delta !== 0n)
    if (options.bulk) ({ tokens, deltas } = await copyMintedTokens(client, chainId, tokens, deltas))
    if (tokens.length > 0) {
      const values = [
        chainId,
        tokens.map((t) => t.address),
        tokens.map((t) => t.tokenId.toString()),
        tokens.map((t) => t.firstBlock.toString()),
      ]
      const insert = `INSERT INTO nft.tokens (chain_id, address, token_id, first_block)
         SELECT $1, * FROM unnest($2::text[], $3::numeric[], $4::bigint[]) ON CONFLICT DO NOTHING`
      // New tokens only (ON CONFLICT skips known ones) add to their collection's item count.
      if (options.bulk) await client.query(insert, values)
      else
        await client.query(
          `WITH added AS (${insert} RETURNING address),
                per_collection AS (SELECT address, count(*) AS n FROM added GROUP BY address)
           UPDATE nft.collections c SET item_count = c.item_count + p.n
             FROM per_collection p WHERE c.chain_id = $1 AND c.address = p.address`,
          values,
        )
    }
    if (deltas.length > 0) await applyBalanceDeltas(client, chainId, deltas, options.bulk === true)
    if (writes.volume.size > 0) {
      await client.query(
        `UPDATE nft.collections c SET volume = c.volume + v.added
           FROM unnest($2::text[], $3::numeric[]) AS v(address, added)
          WHERE c.chain_id = $1 AND c.address = v.address`,
        [chainId, [...writes.volume.keys()], [...writes.volume.values()].map(String)],
      )
    }
    await writeOrderUpdates(client, chainId, writes.orderUpdates, block.number)
    await notifyBatch(client, writes, block.number)
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

const ACTIVITY_COLUMNS = [
  'chain_id',
  'block_number',
  'log_index',
  'batch_index',
  'tx_hash',
  'type',
  'address',
  'token_id',
  'from_address',
  'to_address',
  'amount',
  'price',
  'currency',
  'source',
  'order_hash',
  'counter',
  'block_time',
  'settles_sale',
]

/** Activity rows by COPY: the most rows of any table, and the cheapest way in. */
async function insertActivity(client: pg.PoolClient, chainId: number, rows: ActivityRow[]) {
  // A block's rows share its time: formatted once per block.
  let lastTime: bigint | undefined
  let lastText = ''
  const timeText = (seconds: bigint) => {
    if (seconds !== lastTime) {
      lastTime = seconds
      lastText = new Date(Number(seconds) * 1000).toISOString()
    }
    return lastText
  }
  await copyRows(
    client,
    'nft.activity',
    ACTIVITY_COLUMNS,
    rows.map((r) => [
      chainId,
      r.blockNumber,
      r.logIndex,
      r.batchIndex,
      r.txHash,
      r.type,
      r.address,
      r.tokenId,
      r.from,
      r.to,
      r.amount,
      r.price,
      r.currency,
      r.source,
      r.orderHash,
      r.counter,
      timeText(r.blockTime),
      r.settlesSale === true,
    ]),
  )
}

type BalanceDelta = { address: string; tokenId: bigint; owner: string; delta: bigint }

/**
 * Adds the deltas to the balances and keeps the owner counts true, in one statement: a balance
 * going from none to some (or back) changes how many tokens its owner holds in the collection,
 * and an owner going from none to some (or back) changes the collection's owner count. Each
 * upsert returns the new amount; the old one is the new minus the delta, so nothing is read twice.
 * In a bulk load only the balances are written: the counts are made at its end.
 */
async function applyBalanceDeltas(client: pg.PoolClient, chainId: number, deltas: BalanceDelta[], bulk: boolean) {
  const upsert = `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount)
       SELECT $1, address, token_id, owner, delta FROM d
       ON CONFLICT (chain_id, address, token_id, owner) DO UPDATE SET amount = nft.balances.amount + EXCLUDED.amount`
  const values = [
    chainId,
    deltas.map((d) => d.address),
    deltas.map((d) => d.tokenId.toString()),
    deltas.map((d) => d.owner),
    deltas.map((d) => d.delta.toString()),
  ]
  const d = `d AS (
       SELECT * FROM unnest($2::text[], $3::numeric[], $4::text[], $5::numeric[]) AS d(address, token_id, owner, delta)
     )`
  if (bulk) {
    await client.query(`WITH ${d} ${upsert}`, values)
    return
  }
  await client.query(
    `WITH ${d}, balance AS (
       ${upsert}
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
    values,
  )
}
