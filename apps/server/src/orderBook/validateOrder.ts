import { type OrderComponentsJson, postOrderParamsSchema } from '@vitrine/api'
import {
  checkOfferCurrency,
  checkOrderTimesAndPlace,
  checkPayments,
  ERC1271_MAGIC_VALUE,
  erc1271Abi,
  erc2981Abi,
  getOrderHash,
  isRefusal,
  type OrderComponents,
  type OrderFacts,
  type OrderState,
  type OrderTerms,
  orderState,
  orderTerms,
  type Refusal,
  readOrderFacts,
  refuse,
  seaportDomain,
  signedDigest,
  toOrderComponents,
} from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, type Hex, zeroAddress } from 'viem'
import type { MarketConfig } from '../config.ts'
import { refusalError, tryAgainError } from './marketErrors.ts'
import { recoverDigestSigner } from './recoverDigestSigner.ts'

export type ValidateOrderDeps = {
  reads: ChainReads
  chainId: number
  market: MarketConfig
  /** A token of the collection to ask `royaltyInfo` about for a collection offer (any token it has). */
  someTokenOf: (address: Address) => Promise<bigint | null>
}

export type ValidatedOrder = {
  orderHash: Hex
  components: OrderComponents
  terms: OrderTerms
  facts: OrderFacts
  state: OrderState
  /** The block the facts were read at, and its hash. */
  block: bigint
  blockHash: Hex
}

/** Why an open-but-unfillable order cannot be posted, by the reason it would be inactive. */
const inactiveRefusal: Record<string, (t: OrderTerms) => Refusal> = {
  notOwned: () => refuse('notOwner', 'The seller does not hold the item (or not the amount listed).'),
  notApproved: () =>
    refuse(
      'notApproved',
      "The seller has not approved the marketplace's conduit to transfer items of this collection.",
    ),
  insufficientBalance: (t) => refuse('insufficientBalance', `The offerer holds less than ${t.price} of ${t.currency}.`),
  insufficientAllowance: (t) =>
    refuse(
      'insufficientAllowance',
      `The offerer has not approved the marketplace's conduit to take ${t.price} of ${t.currency}.`,
    ),
}

/** The parameters of a postOrder call, or a 4xx error naming the one that is wrong. */
export function parsePostOrder(params: unknown) {
  const parsed = postOrderParamsSchema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? issue.path.join('.') : 'the order'
  throw new Parse.Error(Parse.Error.INVALID_VALUE, `${where} ${issue?.message ?? 'is not valid'}.`)
}

/**
 * Every check of PRODUCT.md §6, cheapest first (shape, currency, times, place, signature; then the chain at
 * one block: counter, Seaport's status, the item or the currency, then what the order pays: only
 * the royalty and the fee, in full and no more — `checkPayments`). Throws the refusal
 * as a Parse error, or "try again" when the chain cannot be read.
 */
export async function validateOrder(
  deps: ValidateOrderDeps,
  parameters: OrderComponentsJson,
  signature: Hex,
): Promise<ValidatedOrder> {
  const fail = (refusal: Refusal): never => {
    throw refusalError(refusal)
  }
  const components = toOrderComponents(parameters)
  if (
    parameters.totalOriginalConsiderationItems !== undefined &&
    parameters.totalOriginalConsiderationItems !== components.consideration.length
  )
    fail(refuse('unknownShape', 'totalOriginalConsiderationItems must be the number of consideration items.'))
  const terms = orderTerms(components)
  if (isRefusal(terms)) return fail(terms)
  const market = { zone: zeroAddress, ...deps.market }
  // Before the chain is asked anything: a token nobody listed is not even read (its code is anyone's).
  const foreign = checkOfferCurrency(terms, market)
  if (foreign) return fail(foreign)
  const orderHash = getOrderHash(components)
  try {
    const head = await deps.reads.head()
    const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(head.timestamp)))
    const misplaced = checkOrderTimesAndPlace(components, market, now)
    if (misplaced) fail(misplaced)

    const read = (call: Parameters<ChainReads['read']>[1]) => deps.reads.read(head.number, call)
    const signed = signedDigest(seaportDomain(deps.chainId, market.seaport), orderHash, signature)
    const signer = signed.ecdsa && recoverDigestSigner(signed.digest, signed.ecdsa)
    if (signer !== components.offerer) {
      const contract = await deps.reads.hasCode(head.number, components.offerer)
      const answer = contract
        ? await read({
            address: components.offerer,
            abi: erc1271Abi,
            functionName: 'isValidSignature',
            args: [signed.originalDigest, signature],
          })
        : null
      if (answer !== ERC1271_MAGIC_VALUE)
        fail(refuse('badSignature', "The signature is not the offerer's over this order on this marketplace."))
    }

    // The royalty is asked with the facts (one round trip to the node, not two); it counts only
    // for an order the facts do not refuse.
    const royaltyRead = (async () => {
      const royaltyToken = terms.tokenId ?? (await deps.someTokenOf(terms.address)) ?? 0n
      return (await read({
        address: terms.address,
        abi: erc2981Abi,
        functionName: 'royaltyInfo',
        args: [royaltyToken, terms.price],
      })) as [Address, bigint] | null
    })()
    // Awaited below (its error, cause kept, then fails the order as unavailable) or dropped by a
    // refusal; this only keeps it from being an unhandled rejection meanwhile.
    royaltyRead.catch(() => {}) // handled where awaited below
    const facts = await readOrderFacts(read, {
      terms,
      maker: components.offerer,
      orderHash,
      seaport: market.seaport,
      conduit: market.conduit,
    })
    if (facts.counter !== components.counter)
      fail(refuse('staleCounter', `counter ${components.counter} is not the offerer's current one (${facts.counter}).`))
    if (facts.totalSize > 0n && facts.totalFilled >= facts.totalSize)
      fail(refuse('orderFilled', 'This order has been filled already.'))
    if (facts.isCancelled) fail(refuse('orderCancelled', 'This order has been cancelled.'))
    const state = orderState(terms, components, facts, now)
    const unfillable = state.statusReason && inactiveRefusal[state.statusReason]
    if (unfillable) fail(unfillable(terms))

    const royalty = await royaltyRead
    const untrue = checkPayments(terms, royalty && { receiver: royalty[0], amount: royalty[1] }, market)
    if (untrue) fail(untrue)
    return { orderHash, components, terms, facts, state, block: head.number, blockHash: head.hash }
  } catch (error) {
    if (error instanceof Parse.Error) throw error
    throw tryAgainError(error)
  }
}
