import { ItemType } from '@vitrine/market'
import { encodeAbiParameters, encodeEventTopics, type Log, parseEther, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { decodeMarketEvents } from '../decode/decodeMarketEvents.ts'
import type { MarketEvent, OrderItem } from '../decode/MarketEvent.ts'
import { seaportEventsAbi } from '../decode/seaportEvents.ts'
import { handleMarketEvents } from './handleMarketEvents.ts'

const seaport = '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'
const nft = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const at = { seaport, blockNumber: 7n, blockTime: 1_800_000_000n, logIndex: 3, txHash: `0x${'ab'.repeat(32)}` } as const
const item = (itemType: number, token: `0x${string}`, identifier: bigint, amount: bigint): OrderItem => ({
  itemType,
  token,
  identifier,
  amount,
})
const fulfilled = (offer: OrderItem[], consideration: OrderItem[]): MarketEvent => ({
  ...at,
  kind: 'fulfilled',
  orderHash: `0x${'01'.repeat(32)}`,
  offerer: alice,
  recipient: bob,
  offer,
  consideration,
})

test('a bought listing: the offerer sold, the recipient bought, the price is all the buyer paid', () => {
  const writes = handleMarketEvents([
    fulfilled(
      [item(ItemType.ERC721, nft, 5n, 1n)],
      [
        item(ItemType.NATIVE, zeroAddress, 0n, parseEther('0.95')),
        item(ItemType.NATIVE, zeroAddress, 0n, parseEther('0.05')),
      ],
    ),
  ])
  expect(writes.activity).toEqual([
    expect.objectContaining({ type: 'sale', address: nft, tokenId: 5n, from: alice, to: bob, price: parseEther('1') }),
  ])
  expect(writes.volume.get(nft)).toBe(parseEther('1'))
})

test('an accepted WETH offer: the recipient sold to the offerer; volume counts only the native currency', () => {
  const writes = handleMarketEvents([
    fulfilled([item(ItemType.ERC20, weth, 0n, parseEther('2'))], [item(ItemType.ERC721_WITH_CRITERIA, nft, 9n, 1n)]),
  ])
  expect(writes.activity).toEqual([
    expect.objectContaining({
      type: 'sale',
      tokenId: 9n,
      from: bob,
      to: alice,
      price: parseEther('2'),
      currency: weth,
    }),
  ])
  expect(writes.volume.size).toBe(0)
})

test('a bundle splits its price; mixed currencies give no price; a swap of coins is no sale', () => {
  const bundle = handleMarketEvents([
    fulfilled(
      [item(ItemType.ERC721, nft, 1n, 1n), item(ItemType.ERC1155, nft, 2n, 3n)],
      [item(ItemType.NATIVE, zeroAddress, 0n, 10n)],
    ),
  ])
  expect(bundle.activity.map((a) => [a.tokenId, a.amount, a.price, a.batchIndex])).toEqual([
    [1n, 1n, 5n, 0],
    [2n, 3n, 5n, 1],
  ])
  const mixed = handleMarketEvents([
    fulfilled(
      [item(ItemType.ERC721, nft, 1n, 1n)],
      [item(ItemType.NATIVE, zeroAddress, 0n, 10n), item(ItemType.ERC20, weth, 0n, 1n)],
    ),
  ])
  expect(mixed.activity[0]).toMatchObject({ price: null, currency: null })
  expect(
    handleMarketEvents([fulfilled([item(ItemType.ERC20, weth, 0n, 1n)], [item(ItemType.NATIVE, zeroAddress, 0n, 1n)])])
      .activity,
  ).toEqual([])
})

test('events with Seaport’s signature from any other contract are ignored', () => {
  const log = (address: `0x${string}`): Log =>
    ({
      address,
      topics: encodeEventTopics({
        abi: seaportEventsAbi,
        eventName: 'OrderCancelled',
        args: { offerer: alice, zone: zeroAddress },
      }),
      data: encodeAbiParameters([{ type: 'bytes32' }], [`0x${'02'.repeat(32)}`]),
      blockNumber: 1n,
      logIndex: 0,
      transactionHash: at.txHash,
    }) as unknown as Log
  const known = new Set([seaport])
  expect(decodeMarketEvents([log(seaport)], known)).toEqual([
    expect.objectContaining({ kind: 'cancelled', offerer: alice, orderHash: `0x${'02'.repeat(32)}` }),
  ])
  expect(decodeMarketEvents([log(nft)], known)).toEqual([])
})
