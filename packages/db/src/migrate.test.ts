import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPool } from './createPool.ts'
import { migrate } from './migrate.ts'
import { migrations } from './migrations/index.ts'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './startEmbeddedPostgres.ts'

let dataDir: string
let database: EmbeddedPostgresHandle
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-db-test-'))
  // As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
  await chmod(dataDir, 0o755)
  database = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: await freePort(),
    password: 'pw',
    database: 'vitrine',
  })
})
afterAll(async () => {
  await database?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

test('applies every migration once, even when several processes start together', async () => {
  const pools = [createPool(database.url, 2), createPool(database.url, 2), createPool(database.url, 2)]
  try {
    const applied = await Promise.all(pools.map((pool) => migrate(pool)))
    expect(applied.flat().sort()).toEqual(migrations.map((m) => m.id).sort())
    expect(await migrate(pools[0] as (typeof pools)[0])).toEqual([])
    const { rows } = await (pools[0] as (typeof pools)[0]).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'vitrine' ORDER BY 1`,
    )
    expect(rows.map((row) => row.table_name)).toEqual(['migrations', 'page_views', 'siwe_nonces'])
    const nft = await (pools[0] as (typeof pools)[0]).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'nft' ORDER BY 1`,
    )
    expect(nft.rows.map((row) => row.table_name)).toEqual([
      'activity',
      'balances',
      'blocks',
      'collection_owners',
      'collections',
      'sync_state',
      'token_traits',
      'tokens',
      'trait_counts',
    ])
  } finally {
    await Promise.all(pools.map((pool) => pool.end()))
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
  await database.stop()
  database = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    port: Number(new URL(database.url).port),
    password: 'pw',
    database: 'vitrine',
  })
  const again = createPool(database.url, 1)
  expect((await again.query('SELECT value FROM kept')).rows).toEqual([{ value: 'still here' }])
  await again.end()
})
