/**
 * Moralis's watch filter over a row's columns: `{ eq: [column, value] }` (also `ne`, `lt`, `lte`,
 * `gt`, `gte`, numbers compared as integers), `{ and: [...] }`, `{ or: [...] }`. No filter keeps all.
 */
export function matchesFilter(filter: unknown, columns: Record<string, unknown>): boolean {
  if (filter === null || filter === undefined) return true
  if (typeof filter !== 'object') return false
  const [operator, operand] = Object.entries(filter)[0] ?? []
  if (operator === undefined) return true
  if (operator === 'and') return Array.isArray(operand) && operand.every((inner) => matchesFilter(inner, columns))
  if (operator === 'or') return Array.isArray(operand) && operand.some((inner) => matchesFilter(inner, columns))
  if (!Array.isArray(operand) || operand.length !== 2) return false
  const column = columns[String(operand[0])]
  const compared = compare(column, operand[1])
  if (compared === null) return operator === 'ne'
  switch (operator) {
    case 'eq':
      return compared === 0
    case 'ne':
      return compared !== 0
    case 'lt':
      return compared < 0
    case 'lte':
      return compared <= 0
    case 'gt':
      return compared > 0
    case 'gte':
      return compared >= 0
    default:
      return false
  }
}

/** -1, 0, 1; integers as integers, text case-blind (addresses); null when they cannot be compared. */
function compare(left: unknown, right: unknown): number | null {
  const a = String(left)
  const b = String(right)
  if (/^-?[0-9]+$/.test(a) && /^-?[0-9]+$/.test(b)) {
    const difference = BigInt(a) - BigInt(b)
    return difference === 0n ? 0 : difference < 0n ? -1 : 1
  }
  if (left === undefined) return null
  return a.toLowerCase() === b.toLowerCase() ? 0 : a.toLowerCase() < b.toLowerCase() ? -1 : 1
}
