import { createHash } from 'node:crypto'
import type { OrderSide, OrderStatus } from '@vitrine/api'
import { LIVE_CHANNEL, livePayload } from '@vitrine/db'
import { toOrderComponentsJson } from '@vitrine/market'
import type pg from 'pg'
import { ORDER_COLUMNS, type OrderRow } from './orderRow.ts'
import type { ValidatedOrder } from './validateOrder.ts'

const jsonFacts = (facts: object) =>
  JSON.stringify(facts, (_, value) => (typeof value === 'bigint' ? value.toString() : value))

export type OrderFilter = {
  side: OrderSide
  address: string | null
  tokenId: string | null
  maker: string | null
  /** Orders on tokens this address holds now, collection offers on collections it holds some of; not its own. */
  owner?: string | null
  kind: string | null
  statuses: OrderStatus[]
  sort: 'price' | 'newest'
}

/** The order book's SQL: orders stored with their `list`/`offer` activity, read by keyset pages. */
export function createOrderStore(pool: pg.Pool, chainId: number) {
  // Named statements: each connection plans a query shape once (the shapes are few: the SQL varies
  // only with the filters given).
  const names = new Map<string, string>()
  const query = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    let name = names.get(text)
    if (name === undefined) {
      name = `market_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return pool.query<R>({ name, text, values })
  }

  return {
    /**
     * Stores a validated order, its activity item and a live change, in one transaction. False when
     * it was there already (posting an order again is harmless).
     */
    async insert(
      order: ValidatedOrder,
      signature: string,
      place: { seaport: string; conduit: string },
    ): Promise<boolean> {
      const { terms, components, state } = order
      // One statement (its own transaction): the order, its activity item and the live change,
      // each written only when the order is new — one round trip, the connection held briefly.
      const { rowCount } = await pool.query(
        `WITH stored AS (
           INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
             unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, status_reason, facts,
             facts_block, pending_check, source, parameters, signature)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
                   true, 'opensea', $23, $24)
           ON CONFLICT DO NOTHING
           RETURNING chain_id, order_hash, side, maker, address, token_id, amount, price, currency, facts_block
         ), listed AS (
           INSERT INTO nft.activity (chain_id, block_number, log_index, batch_index, tx_hash, type, address, token_id,
             from_address, to_address, amount, price, currency, source, order_hash, block_time)
           SELECT chain_id, facts_block, -nextval('market.offchain_activity'), 0, NULL,
                  CASE side WHEN 'listing' THEN 'list' ELSE 'offer' END, address, token_id, maker, NULL, amount, price,
                  currency, 'opensea', order_hash, now()
           FROM stored
         )
         SELECT pg_notify($25, $26) FROM stored`,
        [
          chainId,
          order.orderHash,
          terms.side,
          terms.kind,
          terms.standard,
          components.offerer,
          terms.address,
          terms.tokenId?.toString() ?? null,
          terms.amount.toString(),
          terms.price.toString(),
          (terms.price / terms.amount).toString(),
          state.remaining.toString(),
          terms.currency,
          components.startTime.toString(),
          components.endTime.toString(),
          components.counter.toString(),
          place.seaport,
          place.conduit,
          state.status,
          state.statusReason,
          jsonFacts(order.facts),
          order.block.toString(),
          JSON.stringify(toOrderComponentsJson(components)),
          signature,
          LIVE_CHANNEL,
          livePayload({
            cause: 'order',
            block: null,
            collections: [terms.address],
            tokens: terms.tokenId === null ? [] : [{ address: terms.address, tokenId: terms.tokenId.toString() }],
            accounts: [components.offerer],
            orders: [order.orderHash],
            everything: false,
          }),
        ],
      )
      return rowCount === 1
    },

    async get(orderHash: string): Promise<OrderRow | null> {
      const { rows } = await query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM market.orders o WHERE o.chain_id = $1 AND o.order_hash = $2`,
        [chainId, orderHash],
      )
      return rows[0] ?? null
    },

    /** A page of orders; `after` is the previous page's last (unit price, hash) or (seq). */
    async page(filter: OrderFilter, after: string[] | null, limit: number): Promise<OrderRow[]> {
      const values: unknown[] = [chainId, filter.side, limit]
      const param = (value: unknown) => {
        values.push(value)
        return `$${values.length}`
      }
      const where = ['o.chain_id = $1', 'o.side = $2']
      where.push(
        filter.statuses.length === 1
          ? `o.status = ${param(filter.statuses[0])}`
          : `o.status = ANY(${param(filter.statuses)}::text[])`,
      )
      if (filter.address) where.push(`o.address = ${param(filter.address)}`)
      if (filter.maker) where.push(`o.maker = ${param(filter.maker)}`)
      if (filter.kind) where.push(`o.kind = ${param(filter.kind)}`)
      if (filter.owner) {
        // One probe of balances_by_owner per candidate order, in the page's order.
        const owner = param(filter.owner)
        where.push(`o.maker <> ${owner}`)
        where.push(`EXISTS (SELECT 1 FROM nft.balances b WHERE b.chain_id = $1 AND b.owner = ${owner}
          AND b.address = o.address AND (o.token_id IS NULL OR b.token_id = o.token_id) AND b.amount > 0)`)
      }
      const best = filter.side === 'listing' ? 'ASC' : 'DESC'
      const order = filter.sort === 'newest' ? 'o.seq DESC' : `o.unit_price ${best}, o.order_hash ${best}`
      if (after) {
        where.push(
          filter.sort === 'newest'
            ? `o.seq < ${param(after[0])}::bigint`
            : `(o.unit_price, o.order_hash) ${best === 'ASC' ? '>' : '<'} (${param(after[0])}::numeric, ${param(after[1])})`,
        )
      }
      const select = (extra: string) =>
        `SELECT ${ORDER_COLUMNS} FROM market.orders o WHERE ${[...where, extra].join(' AND ')} ORDER BY ${order} LIMIT $3`
      // Offers on a token include the collection offers that would buy it: two index ranges, merged.
      const sql =
        filter.tokenId === null
          ? select('true')
          : filter.side === 'offer'
            ? (() => {
                const id = param(filter.tokenId)
                return `SELECT * FROM ((${select(`o.token_id = ${id}::numeric`)}) UNION ALL (${select("o.token_id IS NULL AND o.kind = 'collectionOffer'")})) AS o
                  ORDER BY ${filter.sort === 'newest' ? 'seq_n DESC' : `unit_price_n ${best}, order_hash ${best}`} LIMIT $3`
              })()
            : select(`o.token_id = ${param(filter.tokenId)}::numeric`)
      const { rows } = await query<OrderRow>(sql, values)
      return rows
    },

    /** Some token of a collection (for its royalty when an offer names none), or null when none is indexed. */
    async someTokenOf(address: string): Promise<bigint | null> {
      const { rows } = await query<{ token_id: string }>(
        'SELECT token_id::text FROM nft.tokens WHERE chain_id = $1 AND address = $2 ORDER BY token_id LIMIT 1',
        [chainId, address],
      )
      return rows[0] ? BigInt(rows[0].token_id) : null
    },
  }
}

export type OrderStore = ReturnType<typeof createOrderStore>
