import type { OrderRow } from '@vitrine/db'
import { type LazyFacts, lazyOrderState } from '@vitrine/market'
import type { Address } from 'viem'

/** An open lazy order as read to judge whether its item copies another (with its item's `market.lazy_items` row). */
export type OpenLazyOrder = Pick<
  OrderRow,
  'order_hash' | 'seq' | 'address' | 'maker' | 'end_time' | 'status' | 'status_reason' | 'facts'
> & {
  token_id: string
  /** The voucher's token URI. */
  uri: string
  content_hash: string | null
  copy_of: string | null
}

/** Stored facts (as judged from the chain, numbers and booleans as JSON) as the state rule takes them. */
const lazyFactsOf = (facts: Record<string, unknown>): LazyFacts => ({
  nonceUsed: facts.nonceUsed === true,
  minted: facts.minted === true,
  minter: typeof facts.minter === 'string' ? (facts.minter as Address) : null,
  supplyFull: facts.supplyFull === true,
})

/**
 * The state an open lazy order takes now that its item is found to copy another (`isCopy`) or no
 * longer to; null when that changes nothing. Only what the copy changes: the chain's own verdicts
 * (filled, cancelled …) stay the indexer's to write.
 */
export function judgeLazyCopy(
  row: OpenLazyOrder,
  isCopy: boolean,
  now: bigint,
): ReturnType<typeof lazyOrderState> | null {
  const wasCopy = row.status_reason === 'duplicateItem'
  if (isCopy === wasCopy) return null
  return lazyOrderState(
    lazyFactsOf(row.facts),
    { maker: row.maker as Address, expiry: BigInt(row.end_time), duplicateItem: isCopy },
    now,
  )
}
