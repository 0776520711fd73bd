import type { Log } from 'viem'
import { approvalTopics } from './approvalEvents.ts'
import { checksumAddress, topicAddress } from './checksumAddress.ts'
import type { MarketEvent } from './MarketEvent.ts'
import { emptyOrderTouches, type OrderTouches } from './OrderTouches.ts'
import type { TokenTransfer } from './TokenEvent.ts'
import { transferTopics } from './transferEvents.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * The order keys a batch touches (see `OrderTouches`): NFT transfers (both sides), approvals
 * (ApprovalForAll, and ERC-721's one-token Approval), ERC-20 Transfer/Approval and WETH
 * Deposit/Withdrawal, and Seaport's fills, cancels and counter increments. Read straight from
 * the topics: any contract can emit these, and the order book decides what counts.
 */
export function decodeOrderTouches(
  logs: readonly Log[],
  transfers: readonly TokenTransfer[],
  market: readonly MarketEvent[],
): OrderTouches {
  const touches = emptyOrderTouches()
  const listing = (collection: string, account: string | null) => {
    if (account && account !== ZERO) touches.listings.add(`${collection}|${account}`)
  }
  const offer = (token: string, account: string | null) => {
    if (account && account !== ZERO) touches.offers.add(`${token}|${account}`)
  }
  for (const t of transfers) {
    listing(t.address, t.from)
    listing(t.address, t.to)
  }
  for (const log of logs) {
    const topic = log.topics[0]
    if (topic === approvalTopics.ApprovalForAll) {
      if (log.topics.length === 3) listing(checksumAddress(log.address), topicAddress(log.topics[1]))
    } else if (topic === approvalTopics.Approval) {
      const address = checksumAddress(log.address)
      if (log.topics.length === 4) listing(address, topicAddress(log.topics[1]))
      else if (log.topics.length === 3) offer(address, topicAddress(log.topics[1]))
    } else if (topic === transferTopics.Transfer && log.topics.length === 3) {
      const address = checksumAddress(log.address)
      offer(address, topicAddress(log.topics[1]))
      offer(address, topicAddress(log.topics[2]))
    } else if ((topic === approvalTopics.Deposit || topic === approvalTopics.Withdrawal) && log.topics.length === 2) {
      offer(checksumAddress(log.address), topicAddress(log.topics[1]))
    }
  }
  for (const event of market) {
    if (event.kind === 'counter') touches.makers.add(event.offerer)
    else touches.orders.add(event.orderHash)
  }
  return touches
}
