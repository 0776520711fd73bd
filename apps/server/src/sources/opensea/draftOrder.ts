import { randomBytes } from 'node:crypto'
import type { Standard } from '@vitrine/api'
import {
  type DraftItem,
  erc2981Abi,
  getOrderHash,
  isRefusal,
  listingComponents,
  type OrderComponents,
  offerComponents,
  orderState,
  orderTerms,
  readOrderFacts,
  refuse,
  seaportViewsAbi,
} from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import type { Address } from 'viem'
import type { MarketConfig } from '../../config.ts'
import { refusalError, tryAgainError } from '../../orderBook/marketErrors.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'

const DEFAULT_LIFETIME_SECONDS = 30n * 24n * 3600n

/** `royaltyInfo`'s answer, or none when the item does not say (a revert reads as null). */
const royaltyOf = (answer: unknown) => {
  if (!answer) return null
  const [receiver, amount] = answer as [Address, bigint]
  return { receiver, amount }
}

export type DraftRequest = {
  side: 'listing' | 'offer'
  tokenAddress: Address
  tokenId: string
  tokenType: Standard
  offerer: Address
  price: bigint
  expirationTime: number | null | undefined
}

/** An order drafted for the wallet to sign, and what stands between the wallet and a fillable order. */
export type Draft = {
  components: OrderComponents
  /** The conduit lacks the offerer's approval (listing) or WETH allowance (offer). */
  needsApproval: boolean
  /** WETH the offerer must wrap first (offer), 0 when it holds enough. */
  wethShort: bigint
}

/**
 * Drafts the Seaport order `postOrder` will accept for this item and price (packages/market's
 * listingComponents / offerComponents: royalty from the item's `royaltyInfo`, the market's fee,
 * the offerer's counter), then reads it as `postOrder` will (readOrderFacts, orderState): an item
 * the offerer does not hold is refused now, before the wallet opens.
 */
export async function draftOrder(
  deps: Pick<TradingPluginDeps, 'reads'> & { market: MarketConfig },
  request: DraftRequest,
): Promise<Draft> {
  const { market } = deps
  // The chain, not the index, is asked about the item: an item minted a block ago can be listed.
  const item: DraftItem = {
    standard: request.tokenType,
    address: request.tokenAddress,
    tokenId: BigInt(request.tokenId),
  }
  try {
    const head = await deps.reads.head()
    const read = (call: Parameters<ChainReads['read']>[1]) => deps.reads.read(head.number, call)
    const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(head.timestamp)))
    const endTime = request.expirationTime == null ? now + DEFAULT_LIFETIME_SECONDS : BigInt(request.expirationTime)
    if (endTime <= now) throw new Parse.Error(Parse.Error.INVALID_VALUE, 'expirationTime must be in the future.')
    const [counter, royalty] = await Promise.all([
      read({ address: market.seaport, abi: seaportViewsAbi, functionName: 'getCounter', args: [request.offerer] }),
      read({
        address: item.address,
        abi: erc2981Abi,
        functionName: 'royaltyInfo',
        args: [item.tokenId, request.price],
      }),
    ])
    const terms = {
      offerer: request.offerer,
      // The chain's time: Seaport compares it with block.timestamp when the order is filled.
      startTime: head.timestamp,
      endTime,
      salt: BigInt(`0x${randomBytes(16).toString('hex')}`),
      counter: typeof counter === 'bigint' ? counter : 0n,
      market,
      royalty: royaltyOf(royalty),
    }
    let components: OrderComponents
    try {
      components =
        request.side === 'listing'
          ? listingComponents(item, request.price, terms)
          : offerComponents(item, request.price, market.weth, terms)
    } catch (error) {
      if (!(error instanceof RangeError)) throw error
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        `${request.side === 'listing' ? 'startAmount' : 'amount'} does not cover the royalty and the marketplace fee.`,
      )
    }
    const orderTermsRead = orderTerms(components)
    if (isRefusal(orderTermsRead)) throw refusalError(orderTermsRead)
    const facts = await readOrderFacts(read, {
      terms: orderTermsRead,
      maker: request.offerer,
      orderHash: getOrderHash(components),
      seaport: market.seaport,
      conduit: market.conduit,
    })
    const { statusReason } = orderState(orderTermsRead, components, facts, now)
    if (statusReason === 'notOwned')
      throw refusalError(
        refuse('notOwner', `${request.offerer} does not hold token ${item.tokenId} of ${item.address}.`),
      )
    return {
      components,
      needsApproval: request.side === 'listing' ? !facts.approved : facts.allowance < request.price,
      wethShort:
        request.side === 'offer' && facts.currencyBalance < request.price ? request.price - facts.currencyBalance : 0n,
    }
  } catch (error) {
    if (error instanceof Parse.Error) throw error
    throw tryAgainError(error)
  }
}
