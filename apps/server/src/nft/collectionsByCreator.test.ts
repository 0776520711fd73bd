import { createPool } from '@vitrine/db'
import { afterAll, expect, inject, test } from 'vitest'
import { call } from '../../test/access.ts'

const pool = createPool(inject('stack').databaseUrl)
afterAll(async () => {
  await pool.query("DELETE FROM nft.collections WHERE address LIKE '0x00000000000000000000000000000000000C0DE%'")
  await pool.end()
})

const creator = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const other = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const made = ['0x00000000000000000000000000000000000C0DE1', '0x00000000000000000000000000000000000C0DE2']

test('getCollections({ creator }) lists only what that account created, newest first', async () => {
  const rows = [
    [made[0], creator, 10],
    [made[1], creator, 11],
    ['0x00000000000000000000000000000000000C0DE3', other, 12],
    ['0x00000000000000000000000000000000000C0DE4', null, 13],
  ] as const
  for (const [address, by, block] of rows) {
    await pool.query(
      `INSERT INTO nft.collections (chain_id, address, standard, first_block, creator) VALUES ($1, $2, 'ERC721', $3, $4)
       ON CONFLICT DO NOTHING`,
      [inject('stack').chainId, address, block, by],
    )
  }
  // Any letter case of the address names the same creator.
  const answer = await call('POST', '/functions/getCollections', {
    body: { creator: creator.toLowerCase(), sort: 'newest' },
  })
  expect(answer.status).toBe(200)
  const results = (answer.body.result as { results: { address: string }[] }).results
  expect(results.map((collection) => collection.address)).toEqual([made[1], made[0]])
  const bad = await call('POST', '/functions/getCollections', { body: { creator: 'me' } })
  expect(bad.body.error).toBe('creator must be an address (0x and 40 hex digits).')
})
