import { waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { expect, test } from 'vitest'
import { embeddedDatabaseForFile } from '../test/embeddedDatabase.ts'
import { holdExclusiveLock } from './holdExclusiveLock.ts'
import { lockKey } from './withSessionLocks.ts'

const database = embeddedDatabaseForFile('lock')

const options = (signal: AbortSignal, onWait?: () => void) => ({ pollMs: 100, heartbeatMs: 200, signal, onWait })

test('one holder at a time; a holder whose connection the database ends learns it, and a waiter gets the lock', async () => {
  const stop = new AbortController()
  const first = await holdExclusiveLock(database.url, 'lock-a', options(stop.signal))
  expect(first).not.toBeNull()
  let waited = 0
  const second = holdExclusiveLock(
    database.url,
    'lock-a',
    options(stop.signal, () => waited++),
  )
  // Another text is another lock: taken at once beside the first.
  const other = await holdExclusiveLock(database.url, 'lock-b', options(stop.signal))
  expect(other).not.toBeNull()
  await waitFor(() => waited === 1, 5_000)

  // The first's connection ended from the database's side (as when its box is cut off).
  const admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  const lost = first?.lost
  const { rowCount } = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND (classid::bigint << 32 | objid::bigint) = $1::bigint`,
    [lockKey('lock-a').toString()],
  )
  expect(rowCount).toBe(1)
  expect(await lost).toBeInstanceOf(Error)
  const next = await second
  expect(next).not.toBeNull()
  expect(waited).toBe(1)
  await next?.release()
  await other?.release()
  await admin.end()
})

test('a waiter stops waiting when its signal aborts, and a released lock is not reported lost', async () => {
  const stop = new AbortController()
  const holder = await holdExclusiveLock(database.url, 'lock-c', options(stop.signal))
  const waiter = holdExclusiveLock(database.url, 'lock-c', options(stop.signal))
  await new Promise((resolve) => setTimeout(resolve, 300))
  stop.abort()
  expect(await waiter).toBeNull()
  let reported = false
  void holder?.lost.then(() => {
    reported = true
  })
  await holder?.release()
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(reported).toBe(false)
})
