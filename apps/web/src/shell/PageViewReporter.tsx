import { usePageViews } from '@vitrine/react'
import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'
import { siteConfig } from '../siteConfig.ts'
import { sendGaPageView } from './sendGaPageView.ts'

/** Reports the first page and every completed route change to the backend (and to Google Analytics). */
export function PageViewReporter() {
  const router = useRouter()
  // Refs: the effect runs once per router, with the latest `track` (it changes on sign-in).
  const trackPageView = usePageViews()
  const track = useRef(trackPageView)
  track.current = trackPageView
  const firstPath = useRef(router.asPath)

  useEffect(() => {
    const report = (path: string) => {
      track.current(path)
      if (siteConfig.gaMeasurementId) sendGaPageView(siteConfig.gaMeasurementId, path)
    }
    report(firstPath.current)
    router.events.on('routeChangeComplete', report)
    return () => router.events.off('routeChangeComplete', report)
  }, [router.events])
  return null
}
