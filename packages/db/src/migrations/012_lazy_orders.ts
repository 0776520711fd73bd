import type { Migration } from '../Migration.ts'

/**
 * Lazy orders (PRODUCT.md §6, the `rarible` source): a signed mint voucher of an item not minted
 * yet, stored in `market.orders` as kind `lazy` (side `listing`; `parameters` holds the voucher,
 * `counter` its nonce, `seaport` the collection that redeems it).
 */
export const lazyOrders: Migration = {
  id: '012_lazy_orders',
  sql: `
    ALTER TABLE market.orders DROP CONSTRAINT orders_kind_check;
    ALTER TABLE market.orders ADD CONSTRAINT orders_kind_check
      CHECK (kind IN ('listing', 'offer', 'collectionOffer', 'lazy'));
  `,
}
