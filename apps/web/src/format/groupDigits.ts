/**
 * A whole number with comma thousands separators ("1,234,567"), by hand: the same on the server
 * and in the browser, and without building an ICU formatter during a page's hydration.
 */
export function groupDigits(value: number | bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+$)/g, ',')
}
