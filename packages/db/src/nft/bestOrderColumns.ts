import type { OrderSummary } from '@vitrine/api'

/** The columns of a row of best orders (`bestOrderColumns`), as PostgreSQL answers them. */
export type BestOrderColumns = { best_listing: OrderSummary | null; best_offer: OrderSummary | null }

// An order as OrderSummary, built by PostgreSQL (amount and price cut to what is left to fill).
const SUMMARY = `json_build_object('orderHash', o.order_hash, 'kind', o.kind, 'maker', o.maker,
  'amount', o.remaining::text, 'price', div(o.price * o.remaining, o.amount)::text, 'currency', o.currency,
  'endTime', o.end_time::text)`

/**
 * Two columns of a token query: token (`address`, `tokenId`: SQL expressions; `chain`: the chain id's
 * parameter) with its cheapest active listing (`best_listing`) and its top active offer, on the
 * token or a collection offer that would buy it (`best_offer`). In the token query itself, not a
 * query of its own: on a page of NFTs a second round trip cost more than these probes (bench:api).
 * Index probes of orders_by_token, evaluated for the rows the page returns only.
 */
export const bestOrderColumns = (chain: string, address: string, tokenId: string) => `
  (SELECT ${SUMMARY} FROM market.orders o
    WHERE o.chain_id = ${chain} AND o.address = ${address} AND o.token_id = ${tokenId} AND o.side = 'listing'
      AND o.status = 'active' ORDER BY o.unit_price, o.order_hash LIMIT 1) AS best_listing,
  (SELECT ${SUMMARY} FROM (
      (SELECT * FROM market.orders o
        WHERE o.chain_id = ${chain} AND o.address = ${address} AND o.token_id = ${tokenId} AND o.side = 'offer'
          AND o.status = 'active' ORDER BY o.unit_price DESC, o.order_hash DESC LIMIT 1)
      UNION ALL
      (SELECT * FROM market.orders o
        WHERE o.chain_id = ${chain} AND o.address = ${address} AND o.token_id IS NULL AND o.side = 'offer'
          AND o.status = 'active' ORDER BY o.unit_price DESC, o.order_hash DESC LIMIT 1)
    ) AS o ORDER BY o.unit_price DESC, o.order_hash DESC LIMIT 1) AS best_offer`
