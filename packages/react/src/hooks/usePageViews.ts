import { useCallback } from 'react'
import { useVitrineContext } from './useVitrineContext.ts'

/**
 * `track(path)` records a page view on the backend (`POST /events/pageview`, what
 * `Parse.Analytics.track('pageview', { path })` sends), with the signed-in user if any.
 * Page views never break a page: a failure is dropped.
 */
export function usePageViews() {
  const { api, auth } = useVitrineContext('usePageViews')
  const sessionToken = auth.state.user?.sessionToken
  // Dropped on failure (see above): a page view is worth less than a page that works.
  return useCallback((path: string) => void api.trackPageView(path, sessionToken).catch(() => {}), [api, sessionToken])
}
