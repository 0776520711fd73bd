/**
 * JSON with object keys in sorted order at every level and no spaces: one text per document,
 * whatever order its keys were sent in, so equal documents get equal hashes (and URIs).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const entry = (value as Record<string, unknown>)[key]
    if (entry !== undefined) sorted[key] = sortKeys(entry)
  }
  return sorted
}
