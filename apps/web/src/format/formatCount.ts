/** A count with thousands separators, the same on the server and in the browser. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}
