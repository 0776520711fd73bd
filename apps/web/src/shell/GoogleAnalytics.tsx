import Script from 'next/script'
import { siteConfig } from '../siteConfig.ts'

/**
 * gtag.js, only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set. Its queue is set up by sendGaPageView
 * (bundled code, no inline script) and page views are sent by PageViewReporter.
 */
export function GoogleAnalytics() {
  const id = siteConfig.gaMeasurementId
  if (!id) return null
  return (
    <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} strategy="afterInteractive" />
  )
}
