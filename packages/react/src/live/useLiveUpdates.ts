import { useQueryClient } from '@tanstack/react-query'
import { LIVE_STREAM_PATH, type LiveChange } from '@vitrine/api'
import { useEffect } from 'react'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import { isTouchedBy } from './liveInvalidation.ts'

const EVERYTHING: LiveChange = {
  cause: 'block',
  block: null,
  collections: [],
  tokens: [],
  accounts: [],
  orders: [],
  everything: true,
}

/**
 * Keeps the queries of an open page fresh: follows the backend's live stream for `topics`
 * (`liveTopic.collection(address)`, `liveTopic.token(…)`, `liveTopic.account(…)`) and marks stale
 * every query a change touches, so a new listing, sale, owner or price shows without reload.
 * After a reconnect everything shown is refetched (changes may have been missed meanwhile).
 */
export function useLiveUpdates(topics: readonly string[], options: { enabled?: boolean } = {}) {
  const { serverUrl } = useVitrineContext('useLiveUpdates')
  const queryClient = useQueryClient()
  const enabled = options.enabled ?? true
  const key = topics.join(',')

  useEffect(() => {
    if (!enabled || !key || typeof EventSource === 'undefined') return
    const url = `${serverUrl.replace(/\/+$/, '')}${LIVE_STREAM_PATH}?topics=${encodeURIComponent(key)}`
    const source = new EventSource(url)
    let connected = false
    const invalidate = (change: LiveChange) =>
      void queryClient.invalidateQueries({ predicate: (query) => isTouchedBy(change, query.queryKey) })
    source.addEventListener('ready', () => {
      if (connected) invalidate(EVERYTHING)
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
  }, [enabled, key, serverUrl, queryClient])
}
