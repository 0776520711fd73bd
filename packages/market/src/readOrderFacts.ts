import type { ContractRead } from '@vitrine/rpc'
import type { Abi, Address, Hex } from 'viem'
import { erc20ViewsAbi, erc721ViewsAbi, erc1155ViewsAbi, seaportViewsAbi } from './marketAbis.ts'
import type { OrderFacts } from './orderStatus.ts'
import type { OrderTerms } from './orderTerms.ts'

/** Answers one view call's result, or null when it reverted or returned nothing (a fact, not an outage). */
export type ReadContract = (call: ContractRead) => Promise<unknown | null>

export type OrderFactsParameters = {
  terms: Pick<OrderTerms, 'side' | 'standard' | 'address' | 'tokenId' | 'currency'>
  maker: Address
  orderHash: Hex
  seaport: Address
  conduit: Address
  /**
   * Seaport's status of the order when the caller knows it has not moved since it was last read
   * (no fill or cancel of it since): then it is not asked again — the one read no two orders share.
   */
  knownStatus?: SeaportOrderStatus | null
}

/** The part of an order's facts that only Seaport's own events (`OrderFulfilled`, `OrderCancelled`) change. */
export type SeaportOrderStatus = Pick<OrderFacts, 'isCancelled' | 'totalFilled' | 'totalSize'>

/**
 * Reads an order's facts (see `OrderFacts`) through `read`, which does the I/O (at one block,
 * cached or batched as the caller likes). A listing's item counts as approved when the conduit
 * is approved for all of the maker's tokens, or (ERC-721) for that token.
 */
export async function readOrderFacts(read: ReadContract, parameters: OrderFactsParameters): Promise<OrderFacts> {
  const { terms, maker, orderHash, seaport, conduit, knownStatus } = parameters
  const call = (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) =>
    read({ address, abi, functionName, args })
  const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
  const listing = terms.side === 'listing' && terms.tokenId !== null
  const tokenId = terms.tokenId ?? 0n
  const [status, counter, item, approvedForAll, approvedToken, balance, allowance] = await Promise.all([
    knownStatus ? null : call(seaport, seaportViewsAbi, 'getOrderStatus', [orderHash]),
    call(seaport, seaportViewsAbi, 'getCounter', [maker]),
    !listing
      ? null
      : terms.standard === 'ERC721'
        ? call(terms.address, erc721ViewsAbi, 'ownerOf', [tokenId])
        : call(terms.address, erc1155ViewsAbi, 'balanceOf', [maker, tokenId]),
    listing ? call(terms.address, erc721ViewsAbi, 'isApprovedForAll', [maker, conduit]) : null,
    listing && terms.standard === 'ERC721' ? call(terms.address, erc721ViewsAbi, 'getApproved', [tokenId]) : null,
    listing ? null : call(terms.currency, erc20ViewsAbi, 'balanceOf', [maker]),
    listing ? null : call(terms.currency, erc20ViewsAbi, 'allowance', [maker, conduit]),
  ])
  const [, isCancelled, totalFilled, totalSize] = knownStatus
    ? [true, knownStatus.isCancelled, knownStatus.totalFilled, knownStatus.totalSize]
    : ((status as [boolean, boolean, bigint, bigint] | null) ?? [false, false, 0n, 0n])
  const itemBalance = terms.standard === 'ERC721' ? (same(item, maker) ? 1n : 0n) : typeof item === 'bigint' ? item : 0n
  return {
    isCancelled,
    totalFilled,
    totalSize,
    // A Seaport that answers no counter is not a Seaport: nothing of it can fill.
    counter: typeof counter === 'bigint' ? counter : -1n,
    itemBalance,
    approved: approvedForAll === true || same(approvedToken, conduit),
    currencyBalance: typeof balance === 'bigint' ? balance : 0n,
    allowance: typeof allowance === 'bigint' ? allowance : 0n,
  }
}
