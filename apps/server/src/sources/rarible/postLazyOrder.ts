import { type PostOrderResult, postLazyOrderParamsSchema } from '@vitrine/api'
import { describeOriginal, type ItemOriginal } from '@vitrine/db'
import { refuse } from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import type { Address, Hex } from 'viem'
import { refusalError } from '../../orderBook/marketErrors.ts'
import type { OrderStore } from '../../orderBook/orderStore.ts'
import type { LazyItems } from './createLazyItems.ts'
import { readVoucherItem } from './readVoucherItem.ts'
import { validateLazyOrder } from './validateLazyOrder.ts'

export type PostLazyOrderDeps = {
  store: Pick<OrderStore, 'insertLazy'>
  reads: ChainReads
  chainId: number
  /** The factory whose collections redeem vouchers; null: lazy orders are off. */
  collectionFactory: Address | null
  /** Each listing's item: read at its URI, checked for copies, stored with it. */
  lazyItems: LazyItems
}

const copyRefusal = (original: ItemOriginal) =>
  refusalError(
    refuse(
      'duplicateItem',
      `This voucher's item is a copy: ${describeOriginal(original)}. A lazy listing must be an item of its own, with its own token URI and metadata.`,
    ),
  )

/**
 * A lazy listing into the order book (`postOrder` with `kind: 'lazy'`, and the `rarible` Moralis
 * plugin): parsed, validated against the chain, its item read at the voucher's URI and checked to
 * copy no existing item (by token URI, then by document), stored with its item. A refusal is a
 * Parse error naming its reason; nothing is stored then.
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
  // A URI copy is refused before its document is fetched.
  const byUri = await deps.lazyItems.originalByUri(order.voucher)
  if (byUri) throw copyRefusal(byUri)
  const item = await readVoucherItem(deps.lazyItems, order.voucher)
  const original = await deps.lazyItems.claim(order.orderHash, order.voucher, item, () =>
    deps.store.insertLazy(order, signature.toLowerCase()),
  )
  if (original) throw copyRefusal(original)
  return { orderHash: order.orderHash }
}
