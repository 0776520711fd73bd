declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/**
 * The gtag queue (`dataLayer` + `gtag`, configured for `measurementId`), set up on first use. It is
 * bundled code rather than Google's inline snippet, so the CSP needs no 'unsafe-inline' for
 * scripts; commands queued before gtag.js has loaded wait in `dataLayer` for it.
 */
function gtagFor(measurementId: string) {
  if (window.gtag) return window.gtag
  window.dataLayer ??= []
  const gtag: (...args: unknown[]) => void = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments objects it queued.
    window.dataLayer?.push(arguments)
  }
  window.gtag = gtag
  gtag('js', new Date())
  gtag('config', measurementId, { send_page_view: false })
  return gtag
}

/** Sends a GA4 `page_view` of `path`. */
export function sendGaPageView(measurementId: string, path: string) {
  gtagFor(measurementId)('event', 'page_view', { page_path: path })
}
