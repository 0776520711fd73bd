/** A key's count in its current window, and when that window ends. */
export type BudgetCount = { total: number; resetTime: Date }

/**
 * A count per key in a fixed window that each request adds its own amount to (the bytes of an
 * upload, not only one hit), shared by every worker and instance. A window past its end starts
 * over; a count never goes below 0.
 */
export type BudgetCounter = {
  /** Adds `amount` to `key`'s count (a negative amount gives some back) and answers the new count. */
  add(key: string, amount: number): Promise<BudgetCount>
}
