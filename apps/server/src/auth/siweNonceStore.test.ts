import pg from 'pg'
import { afterAll, expect, inject, test } from 'vitest'
import { createSiweNonceStore } from './siweNonceStore.ts'

const db = new pg.Pool({ connectionString: inject('stack').databaseUrl, max: 4 })
afterAll(() => db.end())

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chainId = 31337
let clock = Date.now()
const store = createSiweNonceStore(db, { secret: 'test secret', now: () => clock })

test('a nonce is alphanumeric, carries its expiry, and is spent once', async () => {
  const { nonce, expiresAt } = store.issue({ address, chainId, ttlSeconds: 600 })
  expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
  expect(Math.abs(expiresAt.getTime() - clock - 600_000)).toBeLessThan(1_000)
  expect(await store.consume({ nonce, address: address.toLowerCase(), chainId })).toBe('valid')
  expect(await store.consume({ nonce, address, chainId })).toBe('unknown')
})

test('concurrent spends of one nonce: exactly one is valid', async () => {
  const { nonce } = store.issue({ address, chainId, ttlSeconds: 600 })
  const checks = await Promise.all(Array.from({ length: 8 }, () => store.consume({ nonce, address, chainId })))
  expect(checks.filter((check) => check === 'valid')).toHaveLength(1)
})

test('another key, a changed expiry or a truncated nonce is unknown; spends nothing', async () => {
  const { nonce } = store.issue({ address, chainId, ttlSeconds: 600 })
  const foreign = createSiweNonceStore(db, { secret: 'another secret' }).issue({ address, chainId, ttlSeconds: 600 })
  expect(await store.consume({ nonce: foreign.nonce, address, chainId })).toBe('unknown')
  const later = `${(Number.parseInt(nonce.slice(0, 7), 36) + 3600).toString(36).padStart(7, '0')}${nonce.slice(7)}`
  expect(await store.consume({ nonce: later, address, chainId })).toBe('unknown')
  expect(await store.consume({ nonce: nonce.slice(0, -1), address, chainId })).toBe('unknown')
  expect(await store.consume({ nonce: `${nonce}0`, address, chainId })).toBe('unknown')
  expect(await store.consume({ nonce, address, chainId })).toBe('valid')
})

test('a nonce for another address or chain, or past its expiry, is refused and stays unspent', async () => {
  const { nonce } = store.issue({ address, chainId, ttlSeconds: 600 })
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
  expect(await store.consume({ nonce, address: other, chainId })).toBe('other-address')
  expect(await store.consume({ nonce, address, chainId: 1 })).toBe('other-address')
  clock += 601_000
  expect(await store.consume({ nonce, address, chainId })).toBe('expired')
  clock -= 601_000
  expect(await store.consume({ nonce, address, chainId })).toBe('valid')
})
