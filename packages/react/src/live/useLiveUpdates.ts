import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { EVERYTHING_CHANGED, LIVE_STREAM_PATH, type LiveChange, parseLiveTopic } from '@vitrine/api'
import { useEffect } from 'react'
import { useVitrineClient } from '../hooks/useVitrineClient.ts'
import { isTouchedBy } from './liveInvalidation.ts'

/** How long after a change the SDK's reads ask past the backend's kept answers: its refetches go out at once. */
const FRESH_READS_MS = 1_000

/** A change that touches everything about `topics`: it picks the queries a stream of them refreshes. */
function changeOf(topics: readonly string[]): LiveChange {
  const change: LiveChange = { ...EVERYTHING_CHANGED, everything: false, collections: [], tokens: [], accounts: [] }
  for (const topic of topics.map(parseLiveTopic)) {
    if (topic?.kind === 'collection') change.collections.push(topic.address)
    if (topic?.kind === 'token') change.tokens.push({ address: topic.address, tokenId: topic.tokenId })
    if (topic?.kind === 'account') change.accounts.push(topic.address)
  }
  return change
}

/** When the oldest cached data about `topics` was fetched (on the server, for a first paint), if any. */
function oldestDataAbout(queryClient: QueryClient, topics: readonly string[]): number | null {
  const about = changeOf(topics)
  const times = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.dataUpdatedAt > 0 && isTouchedBy(about, query.queryKey) })
    .map((query) => query.state.dataUpdatedAt)
  return times.length ? Math.min(...times) : null
}

/**
 * Keeps the queries of an open page fresh: follows the backend's live stream for `topics`
 * (`liveTopic.collection(address)`, `liveTopic.token(…)`, `liveTopic.account(…)`) and marks stale
 * every query a change touches, so a new listing, sale, owner or price shows without reload.
 * The stream opens with the age of the data shown, so a change made while the page loaded comes
 * too. After a reconnect everything shown is refetched (changes may have been missed meanwhile).
 */
export function useLiveUpdates(topics: readonly string[], options: { enabled?: boolean } = {}) {
  const { serverUrl, client } = useVitrineClient('useLiveUpdates')
  const queryClient = useQueryClient()
  const enabled = options.enabled ?? true
  const key = topics.join(',')

  useEffect(() => {
    if (!enabled || !key || typeof EventSource === 'undefined') return
    const since = oldestDataAbout(queryClient, key.split(','))
    const url = `${serverUrl.replace(/\/+$/, '')}${LIVE_STREAM_PATH}?topics=${encodeURIComponent(key)}${since === null ? '' : `&since=${since}`}`
    const source = new EventSource(url)
    let connected = false
    const invalidate = (change: LiveChange) => {
      // The refetches below may reach a backend worker that has not yet dropped its kept answers.
      client.readFresh(FRESH_READS_MS)
      void queryClient.invalidateQueries({ predicate: (query) => isTouchedBy(change, query.queryKey) })
    }
    source.addEventListener('ready', () => {
      if (connected) invalidate(EVERYTHING_CHANGED)
      connected = true
    })
    source.addEventListener('change', (event) => {
      try {
        invalidate(JSON.parse((event as MessageEvent<string>).data) as LiveChange)
      } catch {
        // A malformed event is dropped; the next one (or a reconnect) brings the page up to date.
      }
    })
    return () => source.close()
  }, [enabled, key, serverUrl, client, queryClient])
}
