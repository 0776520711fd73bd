import type { LiveChange } from '@vitrine/api'

/** How long changes are kept for a stream that opens late. */
export const REPLAY_MS = 120_000
/**
 * Changes heard this much before `since` are sent too: the page's data may have come from
 * another worker (which heard the change a little later) or a clock a little off.
 */
const SLACK_MS = 5_000

/**
 * The changes this process heard in the last {@link REPLAY_MS}, so a stream opened after the page
 * fetched its data gets what changed in between (a listing posted while the page was loading).
 */
export function createRecentChanges(now: () => number = Date.now) {
  let recent: { at: number; change: LiveChange }[] = []
  /** Since when nothing was missed: the process's start, or the last time its connection came back. */
  let knownSince = now()
  // Entries are in time order: the old ones are a prefix, dropped in place (a copy of the whole
  // window per change would be thousands of entries a change under a steady flow of orders).
  const trim = () => {
    const horizon = now() - REPLAY_MS
    let old = 0
    while (old < recent.length && (recent[old] as { at: number }).at < horizon) old++
    if (old) recent.splice(0, old)
  }
  return {
    add(change: LiveChange) {
      trim()
      recent.push({ at: now(), change })
    },
    /** Changes may have been missed (the database connection was lost): older `since`s get everything. */
    forgetBefore() {
      recent = []
      knownSince = now()
    },
    /**
     * What a page with data fetched at `since` (ms since the epoch) may lack: the changes heard
     * since then, or `null` when that reaches back beyond what this process knows.
     */
    since(since: number): LiveChange[] | null {
      trim()
      const from = since - SLACK_MS
      if (from < knownSince || from < now() - REPLAY_MS) return null
      return recent.filter((entry) => entry.at >= from).map((entry) => entry.change)
    },
  }
}
