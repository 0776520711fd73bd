/** The base of @vitrine/market's errors: a subclass per failure, with a stable `name` and its `cause`. */
export class MarketError extends Error {
  override name = 'MarketError'
}
