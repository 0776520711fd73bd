import type { MarketOrder } from '@vitrine/api'
import { creatorCollectionAbi } from '@vitrine/contracts'
import { type Deployment, devAccount, seaportArtifact } from '@vitrine/devchain'
import { isRefusedByChain } from '@vitrine/rpc'
import type { Address, Hex, PublicClient } from 'viem'

const erc721 = creatorCollectionAbi

/** Seaport's AdvancedOrder for a stored order: its parameters, filled as far as it goes (1/1). */
const advanced = (order: MarketOrder) => {
  const p = order.parameters as Record<string, unknown> & { consideration: unknown[] }
  const { counter: _, totalOriginalConsiderationItems: __, ...parameters } = p
  return {
    parameters: { ...parameters, totalOriginalConsiderationItems: BigInt(p.consideration.length) },
    numerator: 1n,
    denominator: 1n,
    signature: order.signature as Hex,
    extraData: '0x' as Hex,
  }
}

/** Who would take an order: a funded account for a listing; for an offer, a holder of a token it buys. */
export async function takerOf(
  client: PublicClient,
  order: MarketOrder,
): Promise<{ taker: Address; tokenId: bigint } | null> {
  if (order.side === 'listing') {
    const taker = [0, 1].map((i) => devAccount(i).address).find((a) => a !== order.maker) as Address
    return { taker, tokenId: BigInt(order.tokenId ?? 0) }
  }
  for (const tokenId of order.tokenId === null ? [16n, 17n, 18n, 19n, 20n, 21n] : [BigInt(order.tokenId)]) {
    const owner = await client
      .readContract({ address: order.address as Address, abi: erc721, functionName: 'ownerOf', args: [tokenId] })
      // A revert: no such token, nobody to take the offer. An outage fails the test instead.
      .catch((error: unknown) => {
        if (isRefusedByChain(error)) return null
        throw error
      })
    if (owner && owner !== order.maker) return { taker: owner, tokenId }
  }
  return null
}

/**
 * Whether Seaport fills `order` right now for `taker`, as an eth_call of `fulfillAdvancedOrder`
 * (nothing is sent): a listing paid in ETH at its price; an offer given the token (through the
 * conduit, with the criteria resolved for a collection offer).
 */
export async function fillsOnChain(
  client: PublicClient,
  deployment: Deployment,
  order: MarketOrder,
  taker: { taker: Address; tokenId: bigint },
): Promise<boolean> {
  const resolvers =
    order.kind === 'collectionOffer'
      ? [{ orderIndex: 0n, side: 1, index: 0n, identifier: taker.tokenId, criteriaProof: [] as Hex[] }]
      : []
  // At the head block itself: a call on 'latest' may run at a later time (the node's clock), and an
  // order the head still holds open may have ended by then.
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  try {
    await client.simulateContract({
      blockNumber,
      address: deployment.seaport,
      abi: seaportArtifact.abi,
      functionName: 'fulfillAdvancedOrder',
      args: [advanced(order), resolvers, deployment.conduitKey, taker.taker],
      account: taker.taker,
      value: order.side === 'listing' ? BigInt(order.price) : 0n,
    })
    return true
  } catch {
    // A revert: Seaport would not fill it (the reason does not matter here).
    return false
  }
}
