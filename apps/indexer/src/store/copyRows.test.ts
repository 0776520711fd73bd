import { createPool, inTransaction } from '@vitrine/db'
import type pg from 'pg'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type CopyValue, copyRows } from './copyRows.ts'

let pool: pg.Pool
beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), 1)
})
afterAll(async () => {
  await pool?.end()
})

test('rows arrive as given: text with COPY’s special characters, nulls, big numbers, booleans, across chunks', async () => {
  const awkward = ['tab\there', 'new\nline', 'carriage\rreturn', 'back\\slash \\N', '', 'ünïcødé 🖼']
  const rows: CopyValue[][] = Array.from({ length: 4_100 }, (_, i) => [
    i,
    awkward[i % awkward.length] as string,
    i % 7 === 0 ? null : 2n ** 255n + BigInt(i),
    i % 2 === 0,
  ])
  const found = await inTransaction(pool, async (client) => {
    await client.query(
      'CREATE TEMP TABLE copied (n integer, label text, big numeric(78, 0), flag boolean) ON COMMIT DROP',
    )
    await copyRows(client, 'copied', ['n', 'label', 'big', 'flag'], rows)
    const { rows: read } = await client.query<{ n: number; label: string; big: string | null; flag: boolean }>(
      'SELECT n, label, big::text, flag FROM copied ORDER BY n',
    )
    return read
  })
  expect(found).toHaveLength(rows.length)
  expect(found.map((row) => [row.n, row.label, row.big === null ? null : BigInt(row.big), row.flag])).toEqual(rows)
})
