import type { OrderStatus, OrderStatusReason } from '@vitrine/api'

/** An order's state as the indexer judged it at a block, and the state it replaces. */
export type OrderUpdate = {
  orderHash: string
  status: OrderStatus
  statusReason: OrderStatusReason | null
  remaining: bigint
  revived: boolean
  /** The facts it was judged on (numbers as strings). */
  facts: Record<string, unknown>
  /** Whether status, reason, remaining amount or revived changed (not only the facts). */
  changed: boolean
  previous: StoredOrderState
  /** Where it shows, for live updates. */
  address: string
  tokenId: string | null
  maker: string
}

/** The columns a reorg puts back. */
export type StoredOrderState = {
  status: OrderStatus
  status_reason: OrderStatusReason | null
  revived: boolean
  remaining: string
  facts: Record<string, unknown>
  facts_block: string
  pending_check: boolean
}
