import type { LiveChange } from '@vitrine/api'

type Entry = { value: Promise<unknown>; expires: number; collections: readonly string[] | 'any' }

const ignore = () => {}

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

  /** Reads `key` now and keeps the answer (a failure is not kept: the next call reads again). */
  const store = <T>(key: string, ttlMs: number, collections: readonly string[] | 'any', read: () => Promise<T>) => {
    // Map order is insertion order: a renewed entry goes to the back of the eviction line.
    entries.delete(key)
    const value = read()
    const entry: Entry = { value, expires: Date.now() + ttlMs, collections }
    entries.set(key, entry)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    return value
  }

  // Fresh reads of a key under way, each with the one queued behind it: a fresh call must get a
  // read begun after it came (its change may be newer than a read already running), and every
  // call that comes meanwhile shares that next read. A crowd refetching after a change costs two
  // reads a key, not one each.
  const freshReads = new Map<string, { settled: Promise<void>; queued: Promise<unknown> | null }>()
  const readFresh = <T>(
    key: string,
    ttlMs: number,
    collections: readonly string[] | 'any',
    read: () => Promise<T>,
  ): Promise<T> => {
    const start = (): Promise<T> => {
      const value = store(key, ttlMs, collections, read)
      const run = { settled: value.then(ignore, ignore), queued: null as Promise<unknown> | null }
      freshReads.set(key, run)
      // Runs before a queued read starts (added first), which then takes the key's place.
      void run.settled.then(() => {
        if (freshReads.get(key) === run && run.queued === null) freshReads.delete(key)
      })
      return value
    }
    const running = freshReads.get(key)
    if (!running) return start()
    running.queued ??= running.settled.then(start)
    return running.queued as Promise<T>
  }

  return {
    /**
     * The kept answer of `key`, or `read()`'s (kept when it succeeds). `collections`: the
     * collections the answer shows (lower-case), or 'any' for an answer any change may alter.
     * `fresh`: an answer read after this call came, whatever is kept; kept for the calls after.
     */
    read<T>(
      key: string,
      ttlMs: number,
      collections: readonly string[] | 'any',
      read: () => Promise<T>,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<T> {
      if (fresh) return readFresh(key, ttlMs, collections, read)
      const kept = entries.get(key)
      if (kept && kept.expires > Date.now()) return kept.value as Promise<T>
      return store(key, ttlMs, collections, read)
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
