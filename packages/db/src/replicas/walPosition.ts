/**
 * A write-ahead log position (`pg_lsn`, written `16/B374D848`) as a number, so positions of the
 * primary and of its replicas compare: a replica that replayed up to a position has every
 * transaction the primary committed before it.
 */
export function walPosition(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text)
  if (!match) throw new Error(`${JSON.stringify(text)} is not a write-ahead log position`)
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`)
}
