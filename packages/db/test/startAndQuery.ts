/**
 * Starts the embedded PostgreSQL in DATA_DIR on PG_PORT, keeps a row across starts, stops, and
 * prints what it found as one JSON line: run by a test as another user than the test's own.
 */
import { createPool } from '../src/createPool.ts'
import { startEmbeddedPostgres } from '../src/startEmbeddedPostgres.ts'

const database = await startEmbeddedPostgres({
  dataDir: process.env.DATA_DIR as string,
  port: Number(process.env.PG_PORT),
  password: 'pw',
  database: 'vitrine',
})
const pool = createPool(database.url, 1)
try {
  await pool.query('CREATE TABLE IF NOT EXISTS starts (at timestamptz DEFAULT now())')
  await pool.query('INSERT INTO starts DEFAULT VALUES')
  const { rows } = await pool.query<{ count: string }>('SELECT count(*) FROM starts')
  process.stdout.write(`${JSON.stringify({ starts: Number(rows[0]?.count), user: process.getuid?.() })}\n`)
} finally {
  await pool.end()
  await database.stop()
}
