import { createHash } from 'node:crypto'
import type { OrderKind, OrderSide, OrderStatus, Standard, TradingSource } from '@vitrine/api'
import { LIVE_CHANNEL, livePayload } from '@vitrine/db'
import { toMintVoucherJson, toOrderComponentsJson } from '@vitrine/market'
import type pg from 'pg'
import { zeroAddress } from 'viem'
import { createGroupedCalls } from './groupedCalls.ts'
import { lazyTraitsSql } from './lazyTraitsSql.ts'
import { makerOrdersFull, recountMakers } from './makerOrderBudget.ts'
import { ORDER_COLUMNS, type OrderRow } from './orderRow.ts'
import type { ValidatedLazyOrder } from './validateLazyOrder.ts'
import type { ValidatedOrder } from './validateOrder.ts'

/**
 * Facts as stored, with the hash of the block they were read at: the indexer takes them as current,
 * without reading them again, once it has indexed that very block (same hash, not a fork's).
 */
const jsonFacts = (facts: object, blockHash: string) =>
  JSON.stringify({ ...facts, blockHash }, (_, value) => (typeof value === 'bigint' ? value.toString() : value))

/** Most orders in one insert: their live change stays well within a notification's 8,000 bytes. */
const ORDERS_PER_STATEMENT = 16

const unique = (values: string[]) => [...new Set(values)]

/** What became of an order given to the store. */
type InsertOutcome = 'stored' | 'known' | 'makerFull'

/**
 * The batch insert (see insertRows): `$1` the chain, `$2`–`$25` the orders' columns, `$26`–`$27`
 * the live change, `$28` the cap of open orders per maker. Each maker's count (an upper bound of
 * its open orders, `market.maker_open_orders`) is raised by the orders it lets in, at most to the
 * cap, in an upsert that locks the maker's row until the statement commits: a post racing it for
 * the same maker, on any worker or instance, waits and then reads the raised count. The maker's
 * orders are let in in arrival order, as many as the upsert admitted. An order stored already
 * counts too (no lookup per order: measured, a probe of the order book per row doubled the
 * statement's CPU), which only makes the bound looser; insertRows sets such an order apart when
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

/** An order's columns as stored (numbers as decimal strings). */
type NewOrderRow = {
  orderHash: string
  side: OrderSide
  kind: OrderKind
  standard: Standard
  maker: string
  address: string
  tokenId: string | null
  amount: string
  price: string
  remaining: string
  currency: string
  startTime: string
  endTime: string
  counter: string
  seaport: string
  conduit: string
  status: OrderStatus
  statusReason: string | null
  facts: string
  factsBlock: string
  source: TradingSource
  parameters: string
  signature: string
}

export type OrderFilter = {
  side: OrderSide
  address: string | null
  tokenId: string | null
  maker: string | null
  /** Orders on tokens this address holds now, collection offers on collections it holds some of; not its own. */
  owner?: string | null
  kind: string | null
  /** Lazy listings whose item has these traits (each type any of its values). */
  traits?: Record<string, string[]> | null
  statuses: OrderStatus[]
  sort: 'price' | 'newest'
}

/** A token's first page of orders, not narrowed to a maker or an owner: what an NFT page asks. */
type TokenFirstPage = { filter: OrderFilter & { address: string; tokenId: string }; limit: number }

const isTokenFirstPage = (filter: OrderFilter, after: string[] | null): filter is TokenFirstPage['filter'] =>
  filter.address !== null && filter.tokenId !== null && !filter.maker && !filter.owner && after === null

/** Token first pages read together: at most 16 at once, two reads under way at most. */
const TOKEN_FIRST_PAGES_BATCHING = { maxBatch: 16, maxInFlight: 2 }

/** A statement's values, starting with `first`; `param` adds one and answers its placeholder. */
function sqlValues(first: unknown[]) {
  const values = [...first]
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  return { values, param }
}

/**
 * A page's SQL: `$1` the chain, `$2` the side, `$3` the limit; the item's address and token id are
 * SQL expressions (a parameter, or a column of the list of tokens read together), other values
 * are added by `param`.
 */
function pageSql(
  filter: OrderFilter,
  after: string[] | null,
  item: { address: string | null; tokenId: string | null },
  param: (value: unknown) => string,
): string {
  const where = ['o.chain_id = $1', 'o.side = $2']
  where.push(
    filter.statuses.length === 1
      ? `o.status = ${param(filter.statuses[0])}`
      : `o.status = ANY(${param(filter.statuses)}::text[])`,
  )
  if (item.address) where.push(`o.address = ${item.address}`)
  if (filter.maker) where.push(`o.maker = ${param(filter.maker)}`)
  if (filter.kind) where.push(`o.kind = ${param(filter.kind)}`)
  if (filter.traits) where.push(...lazyTraitsSql(filter.traits, param))
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
  if (item.tokenId === null) return select('true')
  if (filter.side === 'listing') return select(`o.token_id = ${item.tokenId}`)
  // Offers on a token include the collection offers that would buy it: two index ranges, merged.
  return `SELECT * FROM ((${select(`o.token_id = ${item.tokenId}`)}) UNION ALL (${select("o.token_id IS NULL AND o.kind = 'collectionOffer'")})) AS o
    ORDER BY ${pageOrder(filter, 'o')} LIMIT $3`
}

/** A page's order in the columns it answers (`unit_price_n`, `seq_n`), of the rows named `alias`. */
function pageOrder(filter: OrderFilter, alias: string): string {
  const best = filter.side === 'listing' ? 'ASC' : 'DESC'
  return filter.sort === 'newest' ? `${alias}.seq_n DESC` : `${alias}.unit_price_n ${best}, ${alias}.order_hash ${best}`
}

/** The order book's SQL: orders stored with their `list`/`offer` activity, read by keyset pages. */
export function createOrderStore(pool: pg.Pool, chainId: number, limits: { activeOrdersPerMaker: number }) {
  // Named statements: each connection parses and plans a query shape once (the shapes are few: the
  // SQL varies only with the filters given). For postOrder's insert, measured: PostgreSQL's CPU per
  // order 1.4–1.7 ms unnamed, 1.0 ms named.
  const names = new Map<string, string>()
  const query = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    let name = names.get(text)
    if (name === undefined) {
      name = `market_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
      names.set(text, name)
    }
    return pool.query<R>({ name, text, values })
  }

  /**
   * One statement (its own transaction) for a batch of orders: each order, its activity item, and
   * one live change naming them all, each written only for orders that are new and within their
   * maker's cap of open orders (INSERT_SQL) — one round trip, the connection held briefly. Per
   * row: `stored`, `known` (it was there already: posting an order again is harmless) or
   * `makerFull` (which an order stored already may meet too: see insertRows).
   */
  async function insertOnce(rows: NewOrderRow[]): Promise<InsertOutcome[]> {
    const column = (pick: (row: NewOrderRow) => string | null) => rows.map(pick)
    const { rows: answered } = await query<{ order_hash: string; refused: boolean }>(INSERT_SQL, [
      chainId,
      column((row) => row.orderHash),
      column((row) => row.side),
      column((row) => row.kind),
      column((row) => row.standard),
      column((row) => row.maker),
      column((row) => row.address),
      column((row) => row.tokenId),
      column((row) => row.amount),
      column((row) => row.price),
      column((row) => (BigInt(row.price) / BigInt(row.amount)).toString()),
      column((row) => row.remaining),
      column((row) => row.currency),
      column((row) => row.startTime),
      column((row) => row.endTime),
      column((row) => row.counter),
      column((row) => row.seaport),
      column((row) => row.conduit),
      column((row) => row.status),
      column((row) => row.statusReason),
      column((row) => row.facts),
      column((row) => row.factsBlock),
      column((row) => row.source),
      column((row) => row.parameters),
      column((row) => row.signature),
      LIVE_CHANNEL,
      livePayload({
        cause: 'order',
        block: null,
        collections: unique(rows.map((row) => row.address)),
        tokens: rows.flatMap((row) => (row.tokenId === null ? [] : [{ address: row.address, tokenId: row.tokenId }])),
        accounts: unique(rows.map((row) => row.maker)),
        orders: rows.map((row) => row.orderHash),
        everything: false,
      }),
      limits.activeOrdersPerMaker,
    ])
    // An order sent twice in one batch is stored once: `stored` then, whatever its second copy met.
    const outcomes = new Map<string, InsertOutcome>()
    for (const row of answered) {
      if (outcomes.get(row.order_hash) !== 'stored') outcomes.set(row.order_hash, row.refused ? 'makerFull' : 'stored')
    }
    return rows.map((row) => outcomes.get(row.orderHash) ?? 'known')
  }

  /**
   * A batch of orders from `storeRow` below. A maker's count is an upper bound (orders filled,
   * cancelled or expired since still count): orders it refuses are tried once more after their
   * makers' counts are made exact (recountMakers), so only a maker really at its cap is refused.
   */
  async function insertRows(rows: NewOrderRow[]): Promise<InsertOutcome[]> {
    const outcomes = await insertOnce(rows)
    const refused = rows.filter((_, index) => outcomes[index] === 'makerFull')
    if (refused.length === 0) return outcomes
    // An order stored already is answered as such (posting it again is harmless), full or not.
    const { rows: stored } = await query<{ order_hash: string }>(
      'SELECT order_hash FROM market.orders WHERE chain_id = $1 AND order_hash = ANY($2)',
      [chainId, refused.map((row) => row.orderHash)],
    )
    const known = new Set(stored.map((row) => row.order_hash))
    const retried = refused.filter((row) => !known.has(row.orderHash))
    if (retried.length > 0)
      await recountMakers(pool, chainId, unique(retried.map((row) => row.maker)), limits.activeOrdersPerMaker)
    const again = new Map(
      (retried.length ? await insertOnce(retried) : []).map((outcome, index) => [retried[index], outcome]),
    )
    return outcomes.map((outcome, index) => {
      const row = rows[index] as NewOrderRow
      if (outcome !== 'makerFull') return outcome
      return known.has(row.orderHash) ? 'known' : (again.get(row) ?? outcome)
    })
  }
  // Measured (bench:market, postOrder): a statement, a commit and a notification per order held
  // PostgreSQL's notification lock once per order and woke every listening connection each time.
  const storeBatched = createGroupedCalls(insertRows, { maxBatch: ORDERS_PER_STATEMENT, maxInFlight: 2 })
  /** Stores one order (in a batch); true when new, false when known; past its maker's cap, a 429. */
  const storeRow = async (row: NewOrderRow): Promise<boolean> => {
    const outcome = await storeBatched(row)
    if (outcome === 'makerFull') throw makerOrdersFull(limits.activeOrdersPerMaker)
    return outcome === 'stored'
  }

  /**
   * Token first pages (an NFT page's listings and offers: the calls that miss the read cache, a
   * token each) asked at once share a statement per terms, a page per token: one round trip and one
   * wake-up of PostgreSQL instead of one per call.
   */
  async function readTokenFirstPages(asked: TokenFirstPage[]): Promise<OrderRow[][]> {
    // The asked pages' indexes, by terms (all but the token).
    const groups = new Map<string, number[]>()
    for (const [index, { filter, limit }] of asked.entries()) {
      const terms = JSON.stringify([filter.side, filter.kind, filter.statuses, filter.sort, limit])
      groups.set(terms, [...(groups.get(terms) ?? []), index])
    }
    const pages = asked.map((): OrderRow[] => [])
    const readGroup = async ({ filter, limit }: TokenFirstPage, tokens: TokenFirstPage['filter'][]) => {
      const { values, param } = sqlValues([chainId, filter.side, limit])
      const list = `unnest(${param(tokens.map((token) => token.address))}::text[], ${param(tokens.map((token) => token.tokenId))}::numeric[])`
      const page = pageSql(filter, null, { address: 't.address', tokenId: 't.token_id' }, param)
      const { rows } = await query<OrderRow & { token_index: string }>(
        `SELECT t.token_index, o.* FROM ${list} WITH ORDINALITY AS t(address, token_id, token_index)
           CROSS JOIN LATERAL (${page}) AS o ORDER BY t.token_index, ${pageOrder(filter, 'o')}`,
        values,
      )
      return rows
    }
    await Promise.all(
      [...groups.values()].map(async (indexes) => {
        const members = indexes.map((index) => asked[index] as TokenFirstPage)
        const rows = await readGroup(
          members[0] as TokenFirstPage,
          members.map((member) => member.filter),
        )
        // `token_index` counts from 1, in the group's order.
        for (const { token_index, ...row } of rows) pages[indexes[Number(token_index) - 1] as number]?.push(row)
      }),
    )
    return pages
  }
  const readTokenFirstPage = createGroupedCalls(readTokenFirstPages, TOKEN_FIRST_PAGES_BATCHING)

  return {
    /** Stores a validated Seaport order (source `opensea`), its activity item and a live change. */
    async insert(
      order: ValidatedOrder,
      signature: string,
      place: { seaport: string; conduit: string },
    ): Promise<boolean> {
      const { terms, components, state } = order
      return storeRow({
        orderHash: order.orderHash,
        side: terms.side,
        kind: terms.kind,
        standard: terms.standard,
        maker: components.offerer,
        address: terms.address,
        tokenId: terms.tokenId?.toString() ?? null,
        amount: terms.amount.toString(),
        price: terms.price.toString(),
        remaining: state.remaining.toString(),
        currency: terms.currency,
        startTime: components.startTime.toString(),
        endTime: components.endTime.toString(),
        counter: components.counter.toString(),
        seaport: place.seaport,
        conduit: place.conduit,
        status: state.status,
        statusReason: state.statusReason,
        facts: jsonFacts(order.facts, order.blockHash),
        factsBlock: order.block.toString(),
        source: 'opensea',
        parameters: JSON.stringify(toOrderComponentsJson(components)),
        signature,
      })
    },

    /**
     * Stores a validated lazy order (source `rarible`). Its columns in Seaport's words: `seaport`
     * is the contract that fills it (the collection), `counter` the voucher's nonce, `parameters`
     * the voucher.
     */
    async insertLazy(order: ValidatedLazyOrder, signature: string): Promise<boolean> {
      const { voucher } = order
      return storeRow({
        orderHash: order.orderHash,
        side: 'listing',
        kind: 'lazy',
        standard: 'ERC721',
        maker: order.creator,
        address: voucher.collection,
        tokenId: voucher.tokenId.toString(),
        amount: '1',
        price: voucher.price.toString(),
        remaining: '1',
        currency: voucher.currency,
        startTime: order.now.toString(),
        endTime: voucher.expiry.toString(),
        counter: voucher.nonce.toString(),
        seaport: voucher.collection,
        conduit: zeroAddress,
        status: 'active',
        statusReason: null,
        facts: jsonFacts(order.facts, order.blockHash),
        factsBlock: order.block.toString(),
        source: 'rarible',
        parameters: JSON.stringify(toMintVoucherJson(voucher)),
        signature,
      })
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
      if (isTokenFirstPage(filter, after)) return readTokenFirstPage({ filter, limit })
      const { values, param } = sqlValues([chainId, filter.side, limit])
      const item = {
        address: filter.address === null ? null : param(filter.address),
        tokenId: filter.tokenId === null ? null : `${param(filter.tokenId)}::numeric`,
      }
      const { rows } = await query<OrderRow>(pageSql(filter, after, item, param), values)
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
