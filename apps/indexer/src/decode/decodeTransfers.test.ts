import { encodeAbiParameters, encodeEventTopics, type Hex, type Log, zeroAddress } from 'viem'
import { expect, test } from 'vitest'
import { decodeTransfers } from './decodeTransfers.ts'
import { transferEventsAbi } from './transferEvents.ts'

const collection = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const log = (topics: readonly unknown[], data: Hex = '0x', logIndex = 0): Log =>
  ({
    address: collection.toLowerCase(),
    topics,
    data,
    blockNumber: 5n,
    blockTimestamp: 1_800_000_000n,
    logIndex,
    transactionHash: `0x${'cd'.repeat(32)}`,
  }) as unknown as Log
const transfer = (tokenId: bigint) =>
  encodeEventTopics({ abi: transferEventsAbi, eventName: 'Transfer', args: { from: zeroAddress, to: alice, tokenId } })
const single = encodeEventTopics({
  abi: transferEventsAbi,
  eventName: 'TransferSingle',
  args: { operator: alice, from: alice, to: bob },
})
const batch = encodeEventTopics({
  abi: transferEventsAbi,
  eventName: 'TransferBatch',
  args: { operator: alice, from: zeroAddress, to: bob },
})

test('ERC-721 Transfer, TransferSingle and TransferBatch, checksummed, with amounts', () => {
  const big = (1n << 255n) + 7n
  const decoded = decodeTransfers([
    log(transfer(big)),
    log(single, encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [9n, 3n]), 1),
    log(
      batch,
      encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [
          [1n, 2n],
          [10n, 20n],
        ],
      ),
      2,
    ),
  ])
  expect(
    decoded.map(({ standard, address, from, to, tokenId, amount, batchIndex }) => [
      standard,
      address,
      from,
      to,
      tokenId,
      amount,
      batchIndex,
    ]),
  ).toEqual([
    ['ERC721', collection, zeroAddress, alice, big, 1n, 0],
    ['ERC1155', collection, alice, bob, 9n, 3n, 0],
    ['ERC1155', collection, zeroAddress, bob, 1n, 10n, 0],
    ['ERC1155', collection, zeroAddress, bob, 2n, 20n, 1],
  ])
  expect(decoded[0]).toMatchObject({ blockNumber: 5n, blockTime: 1_800_000_000n, logIndex: 0 })
})

test('what is not a well-formed token event is skipped, not fatal', () => {
  const [signature, from, to] = transfer(1n) as Hex[]
  const dirty = `0x${'ff'.repeat(12)}${(to as string).slice(26)}` as Hex
  expect(
    decodeTransfers([
      log([signature as Hex, from as Hex, to as Hex], encodeAbiParameters([{ type: 'uint256' }], [1n])), // ERC-20
      log([signature as Hex, from as Hex, dirty, `0x${'00'.repeat(32)}`]), // not an address
      log(transfer(1n), '0x1234'), // ERC-721 has no data
      log(single, '0x1234'), // short data
      log(batch, encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n]])), // lengths differ
      log(batch, '0xdeadbeef'), // undecodable
    ]),
  ).toEqual([])
})
