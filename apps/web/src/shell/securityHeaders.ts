/**
 * The site's security headers. The CSP (set per request by proxy.ts) allows what the pages really
 * load: their own origin, the backend (API calls; pictures under `/media` and `/demo`), the RPC
 * node (wagmi/viem reads), and Google Analytics when it is configured.
 *
 * - Scripts: no 'unsafe-inline'. Next's pages router writes one inline script into each page (the
 *   Turbopack chunk bootstrap; its page data is a JSON block, never run), and in development one
 *   more (the hot-reload version). Pages are static (rendered at build, with no request and so no
 *   nonce), so the bootstrap scripts are allowed by their SHA-256 hashes, computed from the
 *   build's manifest; where a page is rendered per request (development, server-side rendered
 *   pages), its scripts also carry the request's nonce. Nonces alone would force every page to
 *   render per request. The Google Analytics queue is bundled code, not an inline snippet.
 * - Styles: 'unsafe-inline'. Emotion (MUI) writes <style> elements at run time and the server
 *   HTML carries style attributes; a nonce covers neither the attributes nor static pages. A style
 *   cannot run code; the script policy is the one that guards against injection.
 * - Development only: 'unsafe-eval' (Next's dev runtime and React Refresh evaluate modules).
 */
export type SecurityHeaderOptions = {
  /** The backend's API URL, e.g. http://localhost:2053/server */
  serverUrl: string
  /** The JSON-RPC URL the site reads the chain from. */
  rpcUrl: string
  /** Google Analytics 4 measurement id; empty when not used. */
  gaMeasurementId: string
  /** `next dev`. */
  dev: boolean
}

/** What allows one request's inline scripts: its nonce, and the hashes of the build's scripts. */
export type InlineScripts = { nonce?: string | undefined; hashes?: readonly string[] }

const LOOPBACK = ['localhost', '127.0.0.1']

/**
 * The origin of `url`, under both loopback names when it is on this machine: the site may be opened
 * at localhost or at 127.0.0.1, and a backend URL may be written either way.
 */
export function originsOf(url: string): string[] {
  const { protocol, hostname, port, origin } = new URL(url)
  if (!LOOPBACK.includes(hostname)) return [origin]
  return LOOPBACK.map((host) => `${protocol}//${host}${port ? `:${port}` : ''}`)
}

const GOOGLE_TAG = 'https://www.googletagmanager.com'
// Where gtag.js sends hits and reads pixels (Google's CSP guidance for GA4).
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG]

/** The Content-Security-Policy, one directive after another. */
export function contentSecurityPolicy(options: SecurityHeaderOptions, inline: InlineScripts = {}): string {
  const backend = originsOf(options.serverUrl)
  const ga = options.gaMeasurementId !== ''
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : []),
      ...(inline.hashes ?? []).map((hash) => `'sha256-${hash}'`),
      ...(options.dev ? ["'unsafe-eval'"] : []),
      ...(ga ? [GOOGLE_TAG] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...backend, ...(ga ? GOOGLE_ANALYTICS : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...backend, ...originsOf(options.rpcUrl), ...(ga ? GOOGLE_ANALYTICS : [])],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** Powerful browser features the site does not use, closed to it and to anything it embeds. */
const CLOSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** Headers for every answer of the site, beside the CSP (which proxy.ts sets on each page). */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    // For browsers that predate the CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: CLOSED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
  ]
}

/** On every answer but one file of `next dev`, which Next serves as JSON for a script tag. */
export const NOSNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' }
export const NOSNIFF_SOURCE = '/:path((?!_next/static/development/_clientMiddlewareManifest\\.js$).*)'

/** Sent only to a browser that reached the site over HTTPS (behind a TLS proxy): one year. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000' }
