import { usePageViews } from '@vitrine/react'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { siteConfig } from '../siteConfig.ts'

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, parameters: Record<string, unknown>) => void
  }
}

/** Reports the first page and every completed route change to the backend (and to Google Analytics). */
export function PageViewReporter() {
  const router = useRouter()
  const track = usePageViews()
  useEffect(() => {
    const report = (path: string) => {
      track(path)
      if (siteConfig.gaMeasurementId) window.gtag?.('event', 'page_view', { page_path: path })
    }
    report(router.asPath)
    router.events.on('routeChangeComplete', report)
    return () => router.events.off('routeChangeComplete', report)
    // The first page is reported once, on mount; later ones by the router event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.events])
  return null
}
