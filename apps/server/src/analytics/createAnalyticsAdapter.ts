import type { PageViewStore } from '@vitrine/db'

type TrackedRequest = { auth?: { user?: { id?: string } | null } }

/**
 * Parse analytics adapter: `POST /events/pageview` lands here (after `requestGuards` checked
 * the body) and is stored with the signed-in user, if any. Other events are accepted and dropped.
 */
export function createAnalyticsAdapter(pageViews: PageViewStore) {
  return {
    async appOpened() {
      return {}
    },
    async trackEvent(eventName: string, body: { dimensions?: { path?: string } }, request: TrackedRequest) {
      const path = body.dimensions?.path
      if (eventName !== 'pageview' || typeof path !== 'string') return {}
      await pageViews.record({ path, userId: request.auth?.user?.id ?? null })
      return {}
    },
  }
}
