import { groupDigits } from './groupDigits.ts'

/** A count with thousands separators, the same on the server and in the browser. */
export function formatCount(value: number): string {
  return groupDigits(value)
}
