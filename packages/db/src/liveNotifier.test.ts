import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LiveChange } from '@vitrine/api'
import { freePort } from '@vitrine/testkit'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPool } from './createPool.ts'
import { LIVE_CHANNEL } from './liveChannel.ts'
import { createLiveNotifier } from './liveNotifier.ts'
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './startEmbeddedPostgres.ts'

let dataDir: string
let database: EmbeddedPostgresHandle
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-db-live-'))
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

const change = (n: number): LiveChange => ({
  cause: 'order',
  block: null,
  collections: [],
  tokens: [],
  accounts: [],
  orders: [`0x${n.toString(16).padStart(64, '0')}`],
  everything: false,
})

test('every change reaches the listeners, in order; a burst goes out in a few statements, not one each', async () => {
  const listener = new pg.Client({ connectionString: database.url })
  await listener.connect()
  const heard: string[] = []
  listener.on('notification', (message) => {
    if (message.channel === LIVE_CHANNEL && message.payload)
      heard.push((JSON.parse(message.payload) as LiveChange).orders[0] as string)
  })
  await listener.query(`LISTEN ${LIVE_CHANNEL}`)
  const pool = createPool(database.url, 4)
  let statements = 0
  const notifier = createLiveNotifier({
    query: ((...args: Parameters<pg.Pool['query']>) => {
      statements++
      return pool.query(...args)
    }) as pg.Pool['query'],
  })
  try {
    const sent = Array.from({ length: 50 }, (_, n) => change(n))
    await Promise.all(sent.map((c) => notifier.notify(c)))
    await expect.poll(() => heard.length).toBe(50)
    expect(heard).toEqual(sent.map((c) => c.orders[0]))
    expect(statements).toBeLessThanOrEqual(2)
  } finally {
    await listener.end()
    await pool.end()
  }
})

test('a failed statement fails the changes it carried, and the next ones go out', async () => {
  const pool = createPool(database.url, 1)
  let fail = true
  const notifier = createLiveNotifier({
    query: ((...args: Parameters<pg.Pool['query']>) => {
      if (fail) {
        fail = false
        return Promise.reject(new Error('connection lost'))
      }
      return pool.query(...args)
    }) as pg.Pool['query'],
  })
  try {
    await expect(notifier.notify(change(1))).rejects.toThrow('connection lost')
    await expect(notifier.notify(change(2))).resolves.toBeUndefined()
  } finally {
    await pool.end()
  }
})
