import { type PostOrderResult, postLazyOrderParamsSchema } from '@vitrine/api'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import type { Address, Hex } from 'viem'
import type { OrderStore } from './orderStore.ts'
import { validateLazyOrder } from './validateLazyOrder.ts'

export type PostLazyOrderDeps = {
  store: Pick<OrderStore, 'insertLazy'>
  reads: ChainReads
  chainId: number
  /** The factory whose collections redeem vouchers; null: lazy orders are off. */
  collectionFactory: Address | null
}

/**
 * A lazy listing into the order book (`postOrder` with `kind: 'lazy'`, and the `rarible` Moralis
 * plugin): parsed, validated against the chain, stored. A refusal is a Parse error naming its
 * reason; nothing is stored then.
 */
export async function postLazyOrder(deps: PostLazyOrderDeps, params: unknown): Promise<PostOrderResult> {
  const parsed = postLazyOrderParamsSchema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'the order'
    throw new Parse.Error(Parse.Error.INVALID_VALUE, `${where} ${issue?.message ?? 'is not valid'}.`)
  }
  if (!deps.collectionFactory)
    throw new Parse.Error(
      Parse.Error.OPERATION_FORBIDDEN,
      'Lazy minting (the rarible source) is off here: set COLLECTION_FACTORY.',
    )
  const { voucher, signature } = parsed.data
  const order = await validateLazyOrder(
    { reads: deps.reads, chainId: deps.chainId, collectionFactory: deps.collectionFactory },
    voucher,
    signature as Hex,
  )
  await deps.store.insertLazy(order, signature.toLowerCase())
  return { orderHash: order.orderHash }
}
