declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/**
 * Sends a GA4 `page_view`. The queue (`dataLayer` + `gtag`) is set up here if gtag.js has not
 * run yet, so the first page's view, reported before the script loads, waits in it.
 */
export function sendGaPageView(path: string) {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments objects it queued.
    window.dataLayer?.push(arguments)
  }
  window.gtag('event', 'page_view', { page_path: path })
}
