/**
 * What a batch's events may change about open orders, as keys the order book is searched by.
 * Coarse on purpose (a maker's listings in a collection, not one token's): a false alarm costs a
 * check against the chain, a miss would leave an unfillable order shown active.
 */
export type OrderTouches = {
  /** `collection|account`: the account's listings in that collection (its tokens moved or its approvals changed). */
  listings: Set<string>
  /** `token|account`: the account's offers paid in that ERC-20 (its balance or allowance changed). */
  offers: Set<string>
  /** Orders Seaport filled (in part) or cancelled. */
  orders: Set<string>
  /** Makers whose Seaport counter moved: every order of theirs. */
  makers: Set<string>
}

export const emptyOrderTouches = (): OrderTouches => ({
  listings: new Set(),
  offers: new Set(),
  orders: new Set(),
  makers: new Set(),
})
