import type { LiveChange } from '@vitrine/api'

type Entry = { value: Promise<unknown>; expires: number; collections: readonly string[] | 'any' }

export type ReadCache = ReturnType<typeof createReadCache>

/**
 * Answers of hot public reads, kept in this process for `ttlMs` at most and dropped as soon as a
 * live change (the indexer's batches, new and expired orders: PostgreSQL NOTIFY) touches what
 * they show. Calls asking the same thing at once share one read. At most `maxEntries` answers
 * (oldest dropped first), so parameters a client makes up cannot fill the memory.
 */
export function createReadCache({ maxEntries = 2_000 }: { maxEntries?: number } = {}) {
  // A read still under way is an entry too: a change drops it like any other, so no answer read
  // before a change is handed out after it.
  const entries = new Map<string, Entry>()

  const drop = (touched: (entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (touched(entry)) entries.delete(key)
  }

  return {
    /**
     * The kept answer of `key`, or `read()`'s (kept when it succeeds). `collections`: the
     * collections the answer shows (lower-case), or 'any' for an answer any change may alter.
     * `fresh`: read again whatever is kept, and keep that answer for the calls after.
     */
    read<T>(
      key: string,
      ttlMs: number,
      collections: readonly string[] | 'any',
      read: () => Promise<T>,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<T> {
      const now = Date.now()
      const kept = entries.get(key)
      if (kept && kept.expires > now && !fresh) return kept.value as Promise<T>
      // Map order is insertion order: a renewed entry goes to the back of the eviction line.
      entries.delete(key)
      const value = read()
      const entry: Entry = { value, expires: now + ttlMs, collections }
      entries.set(key, entry)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
      // A failure is the caller's answer, not kept: the next call reads again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    /** Drops what `change` may have altered. */
    invalidate(change: LiveChange) {
      if (change.everything) return entries.clear()
      const touched = new Set(change.collections.map((address) => address.toLowerCase()))
      drop((entry) => entry.collections === 'any' || entry.collections.some((address) => touched.has(address)))
    },
    get size() {
      return entries.size
    },
  }
}
