import type pg from 'pg'
import type { Db } from '../Db.ts'
import { LIVE_CHANNEL, livePayload } from '../liveChannel.ts'
import { namedStatement } from '../namedStatement.ts'
import type { NewOrder } from './NewOrder.ts'
import { recountMakers } from './recountMakers.ts'

/** What became of an order given to the store. */
export type InsertOutcome = 'stored' | 'known' | 'makerFull'

const unique = (values: string[]) => [...new Set(values)]

/**
 * The batch insert (see insertOrders): `$1` the chain, `$2`–`$25` the orders' columns, `$26`–`$27`
 * the live change, `$28` the cap of open orders per maker. Each maker's count (an upper bound of
 * its open orders, `market.maker_open_orders`) is raised by the orders it lets in, at most to the
 * cap, in an upsert that locks the maker's row until the statement commits: a post racing it for
 * the same maker, on any worker or instance, waits and then reads the raised count. The maker's
 * orders are let in in arrival order, as many as the upsert admitted. An order stored already
 * counts too (no lookup per order: measured, a probe of the order book per row doubled the
 * statement's CPU), which only makes the bound looser; insertOrders sets such an order apart when
 * it is refused.
 */
const INSERT_SQL = `WITH incoming AS (
    SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::numeric[],
      $9::numeric[], $10::numeric[], $11::numeric[], $12::numeric[], $13::text[], $14::numeric[], $15::numeric[],
      $16::numeric[], $17::text[], $18::text[], $19::text[], $20::text[], $21::jsonb[], $22::bigint[], $23::text[],
      $24::jsonb[], $25::text[])
      WITH ORDINALITY AS t(order_hash, side, kind, standard, maker, address, token_id, amount, price, unit_price,
        remaining, currency, start_time, end_time, counter, seaport, conduit, status, status_reason, facts,
        facts_block, source, parameters, signature, arrival)
  ), ranked AS (
    SELECT i.*, row_number() OVER (PARTITION BY i.maker ORDER BY i.arrival) AS nth FROM incoming i
  ), counted AS (
    INSERT INTO market.maker_open_orders AS c (chain_id, maker, open_orders, last_admitted)
    SELECT $1, maker, least(count(*), $28), least(count(*), $28) FROM ranked GROUP BY maker ORDER BY maker
    ON CONFLICT (chain_id, maker) DO UPDATE SET
      open_orders = c.open_orders + least(excluded.last_admitted, greatest($28 - c.open_orders, 0)),
      last_admitted = least(excluded.last_admitted, greatest($28 - c.open_orders, 0))
    RETURNING c.maker, c.last_admitted
  ), admitted AS (
    SELECT r.* FROM ranked r JOIN counted USING (maker) WHERE r.nth <= counted.last_admitted
  ), stored AS (
    INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
      unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, status_reason, facts,
      facts_block, pending_check, source, parameters, signature)
    SELECT $1, order_hash, side, kind, standard, maker, address, token_id, amount, price, unit_price, remaining,
           currency, start_time, end_time, counter, seaport, conduit, status, status_reason, facts, facts_block,
           true, source, parameters, signature
    FROM admitted ORDER BY arrival
    ON CONFLICT DO NOTHING
    RETURNING chain_id, order_hash, side, maker, address, token_id, amount, price, currency, facts_block, source
  ), listed AS (
    INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
      from_address, to_address, amount, price, currency, source, order_hash, block_time)
    SELECT chain_id, facts_block, -nextval('market.offchain_activity'), 0, NULL,
           CASE side WHEN 'listing' THEN 'list' ELSE 'offer' END, address, token_id, maker, NULL, amount, price,
           currency, source, order_hash, now()
    FROM stored
  )
  -- The same notification from every row: PostgreSQL sends it once.
  SELECT order_hash, false AS refused, pg_notify($26, $27)::text AS notified FROM stored
  UNION ALL
  SELECT order_hash, true, NULL FROM ranked WHERE order_hash NOT IN (SELECT order_hash FROM admitted)`

/**
 * One statement (its own transaction) for a batch of orders: each order, its activity item, and
 * one live change naming them all, each written only for orders that are new and within their
 * maker's cap of open orders (INSERT_SQL) — one round trip, the connection held briefly. Per
 * row: `stored`, `known` (it was there already: posting an order again is harmless) or
 * `makerFull` (which an order stored already may meet too: see insertOrders).
 */
async function insertOnce(db: Db, chainId: number, rows: NewOrder[], cap: number): Promise<InsertOutcome[]> {
  const column = (pick: (row: NewOrder) => string | null) => rows.map(pick)
  const { rows: answered } = await db.query<{ order_hash: string; refused: boolean }>(
    namedStatement('market', INSERT_SQL, [
      chainId,
      column((row) => row.order_hash),
      column((row) => row.side),
      column((row) => row.kind),
      column((row) => row.standard),
      column((row) => row.maker),
      column((row) => row.address),
      column((row) => row.token_id),
      column((row) => row.amount),
      column((row) => row.price),
      column((row) => (BigInt(row.price) / BigInt(row.amount)).toString()),
      column((row) => row.remaining),
      column((row) => row.currency),
      column((row) => row.start_time),
      column((row) => row.end_time),
      column((row) => row.counter),
      column((row) => row.seaport),
      column((row) => row.conduit),
      column((row) => row.status),
      column((row) => row.status_reason),
      column((row) => row.facts),
      column((row) => row.facts_block),
      column((row) => row.source),
      column((row) => row.parameters),
      column((row) => row.signature),
      LIVE_CHANNEL,
      livePayload({
        cause: 'order',
        block: null,
        collections: unique(rows.map((row) => row.address)),
        tokens: rows.flatMap((row) => (row.token_id === null ? [] : [{ address: row.address, tokenId: row.token_id }])),
        accounts: unique(rows.map((row) => row.maker)),
        orders: rows.map((row) => row.order_hash),
        everything: false,
      }),
      cap,
    ]),
  )
  // An order sent twice in one batch is stored once: `stored` then, whatever its second copy met.
  const outcomes = new Map<string, InsertOutcome>()
  for (const row of answered) {
    if (outcomes.get(row.order_hash) !== 'stored') outcomes.set(row.order_hash, row.refused ? 'makerFull' : 'stored')
  }
  return rows.map((row) => outcomes.get(row.order_hash) ?? 'known')
}

/**
 * Stores a batch of orders of chain `chainId`, each maker at most `cap` open orders. A maker's
 * count is an upper bound (orders filled, cancelled or expired since still count): orders it
 * refuses are tried once more after their makers' counts are made exact (recountMakers), so only
 * a maker really at its cap is refused.
 */
export async function insertOrders(
  pool: pg.Pool,
  chainId: number,
  rows: NewOrder[],
  cap: number,
): Promise<InsertOutcome[]> {
  const outcomes = await insertOnce(pool, chainId, rows, cap)
  const refused = rows.filter((_, index) => outcomes[index] === 'makerFull')
  if (refused.length === 0) return outcomes
  // An order stored already is answered as such (posting it again is harmless), full or not.
  const { rows: stored } = await pool.query<{ order_hash: string }>(
    namedStatement('market', 'SELECT order_hash FROM market.orders WHERE chain_id = $1 AND order_hash = ANY($2)', [
      chainId,
      refused.map((row) => row.order_hash),
    ]),
  )
  const known = new Set(stored.map((row) => row.order_hash))
  const retried = refused.filter((row) => !known.has(row.order_hash))
  if (retried.length > 0) await recountMakers(pool, chainId, unique(retried.map((row) => row.maker)), cap)
  const again = new Map(
    (retried.length ? await insertOnce(pool, chainId, retried, cap) : []).map((outcome, index) => [
      retried[index],
      outcome,
    ]),
  )
  return outcomes.map((outcome, index) => {
    const row = rows[index] as NewOrder
    if (outcome !== 'makerFull') return outcome
    return known.has(row.order_hash) ? 'known' : (again.get(row) ?? outcome)
  })
}
