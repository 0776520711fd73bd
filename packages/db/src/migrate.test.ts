import { expect, test } from 'vitest'
import { embeddedDatabaseForFile } from '../test/embeddedDatabase.ts'
import { createPool } from './createPool.ts'
import { migrate } from './migrate.ts'
import { migrations } from './migrations/index.ts'

const database = embeddedDatabaseForFile('test')

test('applies every migration once, even when several processes start together', async () => {
  const pools = [createPool(database.url, 2), createPool(database.url, 2), createPool(database.url, 2)]
  try {
    const applied = await Promise.all(pools.map((pool) => migrate(pool)))
    expect(applied.flat().sort()).toEqual(migrations.map((m) => m.id).sort())
    expect(await migrate(pools[0] as (typeof pools)[0])).toEqual([])
    const { rows } = await (pools[0] as (typeof pools)[0]).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'vitrine' ORDER BY 1`,
    )
    expect(rows.map((row) => row.table_name)).toEqual([
      'address_syncs',
      'address_transactions',
      'budget_leases',
      'deployments',
      'event_outbox',
      'event_watches',
      'metadata_documents',
      'migrations',
      'moralis_signed_messages',
      'onramp_purchases',
      'page_views',
      'rate_limits',
      'siwe_spent_nonces',
      'token_transfers',
    ])
    const nft = await (pools[0] as (typeof pools)[0]).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'nft' ORDER BY 1`,
    )
    expect(nft.rows.map((row) => row.table_name)).toEqual([
      'activity',
      'balances',
      'blocks',
      'bulk_loads',
      'collection_owners',
      'collections',
      'deferred_indexes',
      'sync_state',
      'token_traits',
      'tokens',
      'trait_counts',
    ])
    const market = await (pools[0] as (typeof pools)[0]).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'market' ORDER BY 1`,
    )
    expect(market.rows.map((row) => row.table_name)).toEqual([
      'lazy_items',
      'maker_open_orders',
      'order_changes',
      'orders',
    ])
  } finally {
    await Promise.all(pools.map((pool) => pool.end()))
  }
})

/** A database of its own with the migrations before `id` applied, as a start of an older version left it. */
async function databaseBefore(id: string) {
  const admin = createPool(database.url, 1)
  await admin.query(`CREATE DATABASE before_${id}`)
  await admin.end()
  const url = new URL(database.url)
  url.pathname = `/before_${id}`
  const pool = createPool(url.toString(), 2)
  await migrate(
    pool,
    migrations.filter((m) => m.id < id),
  )
  return pool
}

test('003 on data indexed before it: item and owner counts and traits are made from that data', async () => {
  const pool = await databaseBefore('003')
  try {
    await pool.query(
      `INSERT INTO nft.collections (chain_id, address, standard, first_block) VALUES (1, '0xC', 'ERC721', 5)`,
    )
    await pool.query(`INSERT INTO nft.tokens (chain_id, address, token_id, first_block, attributes) VALUES
      (1, '0xC', 1, 5, '[{"trait_type": "Palette", "value": "Dusk"}, {"trait_type": "Form", "value": "Ridge"}]'),
      (1, '0xC', 2, 6, '[{"trait_type": "Palette", "value": "Dusk"}, {"trait_type": "Palette", "value": "Dusk"}]'),
      (1, '0xC', 3, 7, NULL)`)
    await pool.query(`INSERT INTO nft.balances (chain_id, address, token_id, owner, amount) VALUES
      (1, '0xC', 1, '0xA', 1), (1, '0xC', 2, '0xA', 1), (1, '0xC', 3, '0xB', 1), (1, '0xC', 3, '0xD', 0)`)
    expect(await migrate(pool)).toEqual(migrations.filter((m) => m.id >= '003').map((m) => m.id))
    const { rows: counts } = await pool.query('SELECT item_count, owner_count, volume FROM nft.collections')
    expect(counts).toEqual([{ item_count: '3', owner_count: '2', volume: '0' }])
    const { rows: traits } = await pool.query(
      'SELECT trait_type, value, tokens FROM nft.trait_counts ORDER BY trait_type, value',
    )
    expect(traits).toEqual([
      { trait_type: 'Form', value: 'Ridge', tokens: '1' },
      { trait_type: 'Palette', value: 'Dusk', tokens: '2' },
    ])
    const { rows: kept } = await pool.query('SELECT token_id, first_block FROM nft.token_traits ORDER BY 1, 2')
    expect(kept).toEqual([
      { token_id: '1', first_block: '5' },
      { token_id: '1', first_block: '5' },
      { token_id: '2', first_block: '6' },
    ])
  } finally {
    await pool.end()
  }
})

test('004: activity a Seaport order made is of source opensea; a source that is no TradingSource is refused', async () => {
  const pool = await databaseBefore('004')
  const sale = (source: string, logIndex: number) =>
    pool.query(
      `INSERT INTO nft.activity (chain_id, block_number, log_index, tx_hash, type, address, token_id, source)
       VALUES (1, 9, $2, '0xt', 'sale', '0xC', 1, $1)`,
      [source, logIndex],
    )
  try {
    await sale('seaport', 0)
    expect(await migrate(pool)).toEqual(migrations.filter((m) => m.id >= '004').map((m) => m.id))
    expect((await pool.query('SELECT source FROM nft.activity')).rows).toEqual([{ source: 'opensea' }])
    await sale('rarible', 1)
    await expect(sale('seaport', 2)).rejects.toThrow(/activity_source_is_trading_source/)
  } finally {
    await pool.end()
  }
})

test('017: ANALYZE of the order book samples 3,000 rows: no column of market.orders keeps the default target', async () => {
  const pool = createPool(database.url, 1)
  try {
    await migrate(pool)
    const { rows } = await pool.query<{ attname: string; target: number | null }>(
      `SELECT attname, attstattarget AS target FROM pg_attribute
       WHERE attrelid = 'market.orders'::regclass AND attnum > 0 AND NOT attisdropped`,
    )
    // A column added by a later migration must set its own target (see 017).
    const sampledOver10 = rows.filter((row) => row.target === null || row.target < 0 || row.target > 10)
    expect(sampledOver10.map((row) => row.attname)).toEqual([])
    expect(
      rows
        .filter((row) => row.target === 0)
        .map((row) => row.attname)
        .sort(),
    ).toEqual(['facts', 'parameters', 'signature'])
  } finally {
    await pool.end()
  }
})

test('a failing migration is rolled back whole and named in the error', async () => {
  const pool = createPool(database.url, 2)
  try {
    const broken = { id: '999_broken', sql: 'CREATE TABLE vitrine.half_done (id int); SELECT no_such_function();' }
    await expect(migrate(pool, [...migrations, broken])).rejects.toThrow(
      /Migration 999_broken failed: .*no_such_function/,
    )
    const { rows } = await pool.query(`SELECT to_regclass('vitrine.half_done') AS table`)
    expect(rows[0].table).toBeNull()
  } finally {
    await pool.end()
  }
})

test('a second start of the same folder finds the data of the first', async () => {
  const pool = createPool(database.url, 1)
  await pool.query('CREATE TABLE IF NOT EXISTS kept (value text)')
  await pool.query(`INSERT INTO kept VALUES ('still here')`)
  await pool.end()
  await database.restart()
  const again = createPool(database.url, 1)
  expect((await again.query('SELECT value FROM kept')).rows).toEqual([{ value: 'still here' }])
  await again.end()
})
