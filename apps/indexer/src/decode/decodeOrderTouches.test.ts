import { encodeAbiParameters, encodeEventTopics, type Hex, type Log } from 'viem'
import { expect, test } from 'vitest'
import { approvalEventsAbi } from './approvalEvents.ts'
import { decodeOrderTouches } from './decodeOrderTouches.ts'
import { transferEventsAbi } from './transferEvents.ts'

const nft = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const conduit = '0x1E0049783F008A0085193E00003D00cd54003c71'
const log = (address: string, topics: readonly unknown[], data: Hex = '0x'): Log =>
  ({
    address: address.toLowerCase(),
    topics,
    data,
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: '0x01',
  }) as unknown as Log
const uint = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

test('approvals, ERC-20 moves and WETH deposits and withdrawals touch the orders of the accounts they name', () => {
  const touches = decodeOrderTouches(
    [
      log(
        nft,
        encodeEventTopics({
          abi: approvalEventsAbi,
          eventName: 'ApprovalForAll',
          args: { owner: alice, operator: conduit },
        }),
        encodeAbiParameters([{ type: 'bool' }], [false]),
      ),
      // ERC-721's one-token Approval: 4 topics.
      log(nft, [
        ...encodeEventTopics({ abi: approvalEventsAbi, eventName: 'Approval', args: { owner: bob, spender: conduit } }),
        uint(7n),
      ]),
      log(
        weth,
        encodeEventTopics({ abi: approvalEventsAbi, eventName: 'Approval', args: { owner: alice, spender: conduit } }),
        uint(5n),
      ),
      // An ERC-20 Transfer has 3 topics (ERC-721's has 4): both sides' offers.
      log(
        weth,
        encodeEventTopics({ abi: transferEventsAbi, eventName: 'Transfer', args: { from: bob, to: alice } }).slice(
          0,
          3,
        ),
        uint(1n),
      ),
      log(weth, encodeEventTopics({ abi: approvalEventsAbi, eventName: 'Withdrawal', args: { src: bob } }), uint(1n)),
      log(weth, encodeEventTopics({ abi: approvalEventsAbi, eventName: 'Deposit', args: { dst: alice } }), uint(1n)),
    ],
    [],
    [],
  )
  expect([...touches.listings].sort()).toEqual([`${nft}|${alice}`, `${nft}|${bob}`].sort())
  expect([...touches.offers].sort()).toEqual([`${weth}|${alice}`, `${weth}|${bob}`].sort())
})

test('NFT transfers touch both sides’ listings; Seaport events touch their orders and makers', () => {
  const touches = decodeOrderTouches(
    [],
    [
      {
        standard: 'ERC721',
        address: nft,
        tokenId: 1n,
        from: alice,
        to: '0x0000000000000000000000000000000000000000',
        amount: 1n,
        blockNumber: 1n,
        blockTime: 0n,
        logIndex: 0,
        batchIndex: 0,
        txHash: '0x01',
      },
    ],
    [
      {
        kind: 'cancelled',
        orderHash: '0xaa',
        offerer: bob,
        seaport: nft,
        blockNumber: 1n,
        blockTime: 0n,
        logIndex: 1,
        txHash: '0x01',
      },
      {
        kind: 'counter',
        offerer: alice,
        counter: 1n,
        seaport: nft,
        blockNumber: 1n,
        blockTime: 0n,
        logIndex: 2,
        txHash: '0x01',
      },
    ],
  )
  expect([...touches.listings]).toEqual([`${nft}|${alice}`])
  expect([...touches.orders]).toEqual(['0xaa'])
  expect([...touches.makers]).toEqual([alice])
})
