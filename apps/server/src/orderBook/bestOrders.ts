import type { OrderSummary } from '@vitrine/api'
import type { BestOrderColumns } from '@vitrine/db'

/** A token's cheapest active listing and top active offer, as NFT results carry them (PRODUCT.md §6). */
export type BestOrders = { listing: OrderSummary | null; topOffer: OrderSummary | null }

/** A row's best orders (columns of `bestOrderColumns` in packages/db) under the names of the NFT results. */
export const toBestOrders = (row: BestOrderColumns): BestOrders => ({
  listing: row.best_listing,
  topOffer: row.best_offer,
})
