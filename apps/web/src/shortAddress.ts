/** 0x1234…abcd: enough of an address to recognise it. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
