import type { OrderStatus, OrderStatusReason } from '@vitrine/api'
import type { Address } from 'viem'
import { lazyMintAbi } from './lazyVoucher.ts'
import type { ReadContract } from './readOrderFacts.ts'

/** What a lazy order's state is judged on, read from its collection at one block. */
export type LazyFacts = {
  nonceUsed: boolean
  minted: boolean
  /** The collection's owner: the one whose vouchers `redeem` takes. */
  minter: Address | null
  supplyFull: boolean
}

const erc721OwnerOfAbi = [
  {
    type: 'function',
    name: 'ownerOf',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** Reads a lazy order's facts (a revert is a fact: `ownerOf` of an unminted token reverts). */
export async function readLazyFacts(
  read: ReadContract,
  order: { collection: Address; tokenId: bigint; nonce: bigint },
): Promise<LazyFacts> {
  const at = (functionName: 'nonceUsed' | 'owner' | 'maxSupply' | 'totalSupply', args: readonly unknown[] = []) =>
    read({ address: order.collection, abi: lazyMintAbi, functionName, args })
  const [nonceUsed, holder, minter, maxSupply, totalSupply] = await Promise.all([
    at('nonceUsed', [order.nonce]),
    read({ address: order.collection, abi: erc721OwnerOfAbi, functionName: 'ownerOf', args: [order.tokenId] }),
    at('owner'),
    at('maxSupply'),
    at('totalSupply'),
  ])
  return {
    nonceUsed: nonceUsed === true,
    minted: holder != null,
    minter: (minter as Address | null) ?? null,
    supplyFull:
      typeof maxSupply === 'bigint' && typeof totalSupply === 'bigint' && maxSupply !== 0n && totalSupply >= maxSupply,
  }
}

/**
 * A lazy order's status: `filled` once its token is minted under a used nonce; `cancelled` when
 * it can never fill (its nonce revoked, its token minted otherwise, the supply full — the cap
 * never rises); `expired` past its expiry; `inactive` (`duplicateItem`) while its item is known to
 * copy an existing token's (an off-chain fact, kept by the indexer's lazy items worker); `inactive`
 * (`notOwned`) while its maker is not the collection's owner (the minter role left them, and may
 * come back); `active` otherwise.
 */
export function lazyOrderState(
  facts: LazyFacts,
  order: { maker: Address; expiry: bigint; duplicateItem?: boolean },
  now: bigint,
): { status: OrderStatus; statusReason: OrderStatusReason | null; remaining: bigint } {
  if (facts.nonceUsed && facts.minted) return { status: 'filled', statusReason: null, remaining: 0n }
  if (facts.nonceUsed || facts.minted || facts.supplyFull)
    return { status: 'cancelled', statusReason: null, remaining: 1n }
  if (now >= order.expiry) return { status: 'expired', statusReason: null, remaining: 1n }
  if (order.duplicateItem) return { status: 'inactive', statusReason: 'duplicateItem', remaining: 1n }
  if (facts.minter?.toLowerCase() !== order.maker.toLowerCase())
    return { status: 'inactive', statusReason: 'notOwned', remaining: 1n }
  return { status: 'active', statusReason: null, remaining: 1n }
}

/** Whether `code` is an ERC-1167 minimal proxy of `implementation` (the factory's clones). */
export const isCloneOf = (code: string, implementation: Address): boolean =>
  code.toLowerCase() === `0x363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`
