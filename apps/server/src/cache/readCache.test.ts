import { notifyLive } from '@vitrine/db'
import { waitFor } from '@vitrine/testkit'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'

const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 2 })
const address = privateKeyToAccount(generatePrivateKey()).address
const name = `Cached ${address.slice(2, 10)}`

async function call(fn: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { serverUrl, appId } = inject('stack')
  const response = await fetch(`${serverUrl}/functions/${fn}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(params),
  })
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields they check
  return ((await response.json()) as { result: any }).result
}

const change = (collections: string[]) => ({
  cause: 'block' as const,
  block: 1,
  collections,
  tokens: [],
  accounts: [],
  orders: [],
  everything: false,
})

beforeAll(async () => {
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name, symbol, details_status, item_count, owner_count, volume)
     VALUES (31337, $1, 'ERC721', 10, $2, 'CCH', 'ok', 1, 1, 100)`,
    [address, name],
  )
})
afterAll(async () => {
  await db.query('DELETE FROM nft.tokens WHERE address = $1', [address])
  await db.query('DELETE FROM nft.collections WHERE address = $1', [address])
  await db.end()
})

test("a collection's stats are read once, kept, and fresh at the first read after a change is notified", async () => {
  expect((await call('getCollection', { address })).volume).toBe('100')
  expect((await call('getCollections', { sort: 'volume', q: name })).results[0].volume).toBe('100')

  // A sale indexed without notification (none is ever written so): the kept answers stand.
  await db.query('UPDATE nft.collections SET volume = 250 WHERE address = $1', [address])
  expect((await call('getCollection', { address })).volume).toBe('100')
  // A change to another collection leaves this one's answer kept (lists of collections are dropped).
  await notifyLive(db, change([privateKeyToAccount(generatePrivateKey()).address]))
  await waitFor(
    async () => (await call('getCollections', { sort: 'volume', q: name })).results[0].volume === '250',
    2_000,
  )
  expect((await call('getCollection', { address })).volume).toBe('100')

  // The indexer's batch commits and notifies: the next read shows the sale, well before the 5 s limit.
  await notifyLive(db, change([address]))
  await waitFor(async () => (await call('getCollection', { address })).volume === '250', 2_000)
})

test('a read asking past caches (Cache-Control: no-cache or max-age=0) is fresh before any notification, and kept', async () => {
  // What the SDK sends after a live change heard by another worker than the one answering.
  await db.query('UPDATE nft.collections SET volume = 300 WHERE address = $1', [address])
  expect((await call('getCollection', { address })).volume).toBe('250')
  expect((await call('getCollection', { address }, { 'Cache-Control': 'no-cache' })).volume).toBe('300')
  expect((await call('getCollection', { address })).volume).toBe('300')

  await db.query('UPDATE nft.collections SET volume = 350 WHERE address = $1', [address])
  expect((await call('getCollection', { address }, { 'Cache-Control': 'no-store, max-age=1' })).volume).toBe('300')
  expect((await call('getCollection', { address }, { 'Cache-Control': 'max-age=0' })).volume).toBe('350')
})

test("a token's page and its collection's items are kept until its metadata is read, then fresh", async () => {
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, metadata_status) VALUES (31337, $1, 7, 10, 'pending')`,
    [address],
  )
  const items = { address, limit: 5 }
  expect((await call('getNFT', { address, tokenId: '7' })).metadataStatus).toBe('pending')
  expect((await call('getCollectionNFTs', items)).results[0].metadataStatus).toBe('pending')

  // The metadata worker stores the document, then notifies (as it always does).
  await db.query(`UPDATE nft.tokens SET metadata_status = 'ok', name = 'Kept #7' WHERE address = $1`, [address])
  expect((await call('getNFT', { address, tokenId: '7' })).metadataStatus).toBe('pending')
  await notifyLive(db, { ...change([address]), cause: 'metadata', block: null, tokens: [{ address, tokenId: '7' }] })
  await waitFor(async () => (await call('getNFT', { address, tokenId: '7' })).name === 'Kept #7', 2_000)
  expect((await call('getCollectionNFTs', items)).results[0]).toMatchObject({ name: 'Kept #7', metadataStatus: 'ok' })
})
