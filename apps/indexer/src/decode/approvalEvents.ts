import { parseAbi } from 'viem'
import { eventTopics } from './eventTopics.ts'

/**
 * The events that change whether an order can fill besides transfers and Seaport's own: NFT
 * approvals of the conduit, and an offerer's WETH moving or being allowed (ERC-20 `Transfer`
 * shares ERC-721's topic0 with 3 topics instead of 4; `Approval` likewise).
 */
export const approvalEventsAbi = parseAbi([
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
])

export const approvalTopics = eventTopics(approvalEventsAbi)
