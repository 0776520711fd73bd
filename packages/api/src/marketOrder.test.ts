import { expect, test } from 'vitest'
import { type LiveChange, liveChangeTouches, parseLiveTopic } from './marketLive.ts'
import { getOrdersParamsSchema, uint256Schema } from './marketOrder.ts'

test('uint256: decimal strings, 0x hex (seaport-js salts) and small integers, always decimal after', () => {
  expect(uint256Schema.parse('42')).toBe('42')
  expect(uint256Schema.parse('0xff')).toBe('255')
  expect(uint256Schema.parse(3)).toBe('3')
  expect(uint256Schema.safeParse(`0x1${'0'.repeat(64)}`).success).toBe(false)
  for (const bad of ['-1', '01', '1.5', '', 1.5, -2, null]) expect(uint256Schema.safeParse(bad).success).toBe(false)
})

test('getOrders needs a side; status is one or a list', () => {
  expect(getOrdersParamsSchema.safeParse({}).success).toBe(false)
  expect(getOrdersParamsSchema.parse({ side: 'offer', status: ['active', 'inactive'] }).status).toEqual([
    'active',
    'inactive',
  ])
})

test('live topics: parsed from text; a change touches a topic by collection, token or account', () => {
  const dunes = '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67'
  const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  expect(parseLiveTopic(`token:${dunes}:7`)).toEqual({ kind: 'token', address: dunes, tokenId: '7' })
  for (const bad of ['token:0x1:7', `collection:${dunes}:1`, `token:${dunes}`, `wallet:${alice}`])
    expect(parseLiveTopic(bad)).toBeNull()
  const change: LiveChange = {
    cause: 'block',
    block: 5,
    collections: [dunes],
    tokens: [{ address: dunes, tokenId: '7' }],
    accounts: [alice],
    orders: [],
    everything: false,
  }
  const touches = (text: string) =>
    liveChangeTouches(change, parseLiveTopic(text) as NonNullable<ReturnType<typeof parseLiveTopic>>)
  expect(touches(`collection:${dunes.toLowerCase()}`)).toBe(true)
  expect(touches(`token:${dunes}:7`)).toBe(true)
  expect(touches(`token:${dunes}:8`)).toBe(false)
  expect(touches(`account:${alice}`)).toBe(true)
  expect(touches(`account:${dunes}`)).toBe(false)
  // A collection offer (no token) touches every token of its collection.
  expect(liveChangeTouches({ ...change, tokens: [] }, { kind: 'token', address: dunes, tokenId: '8' })).toBe(true)
  expect(
    liveChangeTouches(
      { ...change, collections: [], tokens: [], accounts: [], everything: true },
      { kind: 'account', address: alice },
    ),
  ).toBe(true)
})
