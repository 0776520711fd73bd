import type pg from 'pg'

export const CHAIN_ID = 31337
export const COLLECTIONS = 10
export const TOKENS_PER_COLLECTION = 100_000
export const OWNERS = 100_000
/** Owners 1..WHALES get ~5% of all tokens between them (~500 each): deep pages of getNFTs. */
export const WHALES = 100

/** Per trait type, its values and how many tokens in 1,000 have each: one common, some at 1%. */
const TRAITS: Record<string, Record<string, number>> = {
  Background: { Blue: 300, Red: 200, Green: 150, Purple: 120, Orange: 100, Yellow: 80, Pink: 40, Gold: 10 },
  Eyes: { Normal: 300, Sleepy: 200, Angry: 150, Wide: 120, Wink: 100, Closed: 60, Hearts: 40, Robot: 20, Laser: 10 },
  Fur: { Brown: 300, Black: 250, White: 200, Grey: 150, Cream: 60, Zebra: 30, Golden: 10 },
  Hat: { None: 300, Cap: 200, Beanie: 150, Fedora: 120, Bandana: 100, Cowboy: 60, Party: 40, Pirate: 20, Crown: 10 },
}

// Digits only: no letter to checksum, so getAddress (which the API applies to its input) keeps them.
export const collectionAddress = (n: number) => `0x9${String(n).padStart(39, '0')}`
export const ownerAddress = (n: number) => `0x${String(n).padStart(40, '0')}`
const sqlCollectionAddress = (n: string) => `'0x9' || lpad(${n}::text, 39, '0')`

/**
 * Every table getNFTs and getCollectionNFTs read, filled with set operations (each step timed on
 * the console); the counters as the indexer keeps them. Returns what was loaded.
 */
export async function loadNftFixture(pool: pg.Pool) {
  const client = await pool.connect()
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const began = performance.now()
    const { rowCount } = await client.query(sql, values)
    const rows = rowCount ? `${rowCount.toLocaleString('en')} rows` : ''
    console.log(`  ${label.padEnd(30)} ${((performance.now() - began) / 1000).toFixed(1).padStart(5)} s  ${rows}`)
  }
  const slots = Object.entries(TRAITS).flatMap(([type, values], seed) => {
    let from = 0
    return Object.entries(values).map(([value, perMille]) => {
      from += perMille
      return { type, seed, value, from: from - perMille, to: from }
    })
  })
  try {
    // Bulk-load settings for this session only; the foreign key holds by construction.
    await client.query(`SET synchronous_commit = off; SET work_mem = '256MB'; SET maintenance_work_mem = '1GB';
      SET session_replication_role = replica`)
    await client.query(`CREATE TEMP TABLE bench_slot (trait_type text, seed int, slot int, value text);
      CREATE TEMP TABLE bench_token (c int, i int, k bigint)`)
    await step(
      'trait value slots',
      `INSERT INTO bench_slot SELECT t, s, generate_series(f, e - 1), v
         FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[]) AS u(t, s, f, e, v)`,
      ['type', 'seed', 'from', 'to', 'value'].map((key) => slots.map((slot) => slot[key as keyof typeof slot])),
    )
    await step(
      'token numbers',
      `INSERT INTO bench_token SELECT c, i, (c - 1)::bigint * $2 + i - 1
         FROM generate_series(1, $1) c CROSS JOIN generate_series(1, $2) i`,
      [COLLECTIONS, TOKENS_PER_COLLECTION],
    )
    // Each token draws a value per trait type from a hash of (token, type): skewed as TRAITS says.
    await step(
      'traits drawn',
      `CREATE TEMP TABLE bench_trait AS
         SELECT t.c, t.i, s.trait_type, s.value FROM bench_token t
           CROSS JOIN (SELECT DISTINCT trait_type, seed FROM bench_slot) AS ty
           JOIN bench_slot s ON s.trait_type = ty.trait_type
            AND s.slot = ((hashint8extended(t.k, ty.seed) % 1000) + 1000) % 1000`,
    )
    await step(
      'nft.collections',
      `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status)
         SELECT $1, ${sqlCollectionAddress('c')}, 'ERC721', c * 10, 'Bench ' || c, 'B' || c, 'ok'
           FROM generate_series(1, $2) c`,
      [CHAIN_ID, COLLECTIONS],
    )
    await step(
      'nft.tokens',
      `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status,
                               metadata_attempts, name, description, image, attributes)
         SELECT $1, ${sqlCollectionAddress('c')}, i, 1000 + i / 20, 'ipfs://bench/' || c || '/' || i, 'ok', 1,
                'Bench ' || c || ' #' || i, 'Token ' || i || ' of bench collection ' || c || '.',
                'ipfs://bench-images/' || c || '/' || i || '.png',
                jsonb_agg(jsonb_build_object('trait_type', trait_type, 'value', value) ORDER BY trait_type)
           FROM bench_trait GROUP BY c, i ORDER BY c, i`,
      [CHAIN_ID],
    )
    await step(
      'nft.token_traits',
      `INSERT INTO nft.token_traits (chain_id, address, trait_type, value, token_id, first_block)
         SELECT $1, ${sqlCollectionAddress('c')}, trait_type, value, i, 1000 + i / 20
           FROM bench_trait ORDER BY c, i, trait_type`,
      [CHAIN_ID],
    )
    await step(
      'nft.trait_counts',
      `INSERT INTO nft.trait_counts SELECT chain_id, address, trait_type, value, count(*)
         FROM nft.token_traits GROUP BY 1, 2, 3, 4`,
    )
    // Collection 1 goes to every owner once; the rest ~5% to the whales, the others at random.
    await step(
      'nft.balances',
      `INSERT INTO nft.balances (chain_id, address, token_id, owner, amount)
         SELECT $1, ${sqlCollectionAddress('c')}, i, '0x' || lpad((CASE
                  WHEN k < $2 THEN 1 + (k * 7919) % $2
                  WHEN hashint8extended(k, 7) % 20 = 0 THEN 1 + abs(hashint8extended(k, 8) % $3)
                  ELSE 1 + abs(hashint8extended(k, 9) % $2) END)::text, 40, '0'), 1
           FROM bench_token ORDER BY c, i`,
      [CHAIN_ID, OWNERS, WHALES],
    )
    await step(
      'nft.collection_owners',
      `INSERT INTO nft.collection_owners (chain_id, address, owner, tokens)
         SELECT chain_id, address, owner, count(*) FROM nft.balances WHERE amount > 0 GROUP BY 1, 2, 3`,
    )
    // An order book as a busy site has one: a tenth of the tokens listed by their owners, one in a
    // hundred with an offer, a collection offer on each collection (every NFT result reads its best).
    await step(
      'market.orders',
      `INSERT INTO market.orders (chain_id, order_hash, side, kind, standard, maker, address, token_id, amount, price,
         unit_price, remaining, currency, start_time, end_time, counter, seaport, conduit, status, facts, facts_block,
         pending_check, source, parameters, signature)
         SELECT $1, '0x' || lpad(to_hex(row_number() OVER ()), 64, '0'), side, kind, 'ERC721', maker, address, token_id,
                1, price, price, 1, currency, 0, 4000000000, 0, $2, $2, 'active', '{}', 0, false, 'opensea', '{}', '0x'
           FROM (
             SELECT 'listing' AS side, 'listing' AS kind, owner AS maker, address, token_id, $3 AS currency,
                    (10000000000000000 + abs(hashint8extended(token_id::bigint, 11) % 1000) * 1000000000000000)::numeric AS price
               FROM nft.balances WHERE chain_id = $1 AND token_id % 10 = 0
             UNION ALL
             SELECT 'offer', 'offer', $4, address, token_id, $5,
                    (1000000000000000 + abs(hashint8extended(token_id::bigint, 12) % 1000) * 1000000000000000)::numeric
               FROM nft.balances WHERE chain_id = $1 AND token_id % 100 = 5
             UNION ALL
             SELECT 'offer', 'collectionOffer', $4, address, NULL, $5, 5000000000000000::numeric
               FROM nft.collections WHERE chain_id = $1
           ) AS book`,
      [CHAIN_ID, `0x${'5'.repeat(40)}`, `0x${'0'.repeat(40)}`, `0x${'b'.repeat(40)}`, `0x${'e'.repeat(40)}`],
    )
    await step(
      'collection counters',
      `UPDATE nft.collections c SET
         item_count = (SELECT count(*) FROM nft.tokens t WHERE t.chain_id = c.chain_id AND t.address = c.address),
         owner_count = (SELECT count(*) FROM nft.collection_owners o WHERE o.chain_id = c.chain_id AND o.address = c.address)`,
    )
    await client.query('DROP TABLE bench_slot, bench_token, bench_trait; RESET ALL')
    await step('VACUUM ANALYZE', 'VACUUM ANALYZE')
  } finally {
    client.release()
  }
  const { rows } = await pool.query<{ tokens: string; owners: string; traits: string; size: string }>(
    `SELECT (SELECT count(*) FROM nft.tokens) AS tokens, (SELECT count(DISTINCT owner) FROM nft.balances) AS owners,
            (SELECT count(*) FROM nft.token_traits) AS traits, pg_size_pretty(pg_database_size(current_database())) AS size`,
  )
  return rows[0]
}
