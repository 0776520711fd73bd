import Script from 'next/script'
import { siteConfig } from '../siteConfig.ts'

/** gtag.js, only when NEXT_PUBLIC_GA_MEASUREMENT_ID is set; page views are sent by PageViewReporter. */
export function GoogleAnalytics() {
  const id = siteConfig.gaMeasurementId
  if (!id) return null
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`}
        strategy="afterInteractive"
      />
      <Script id="gtag-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${JSON.stringify(id)},{send_page_view:false});`}
      </Script>
    </>
  )
}
