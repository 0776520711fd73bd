import { type NextRequest, NextResponse } from 'next/server'
import { inlineScriptHashes } from './src/shell/inlineScriptHashes.ts'
import { contentSecurityPolicy } from './src/shell/securityHeaders.ts'
import { siteConfig } from './src/siteConfig.ts'

const dev = process.env.NODE_ENV === 'development'
// The build does not change while the server runs: its scripts' hashes are read once. In
// development every page is rendered per request, with the nonce.
let hashes: string[] | undefined = dev ? [] : undefined

/**
 * The Content-Security-Policy of every page, per request: a fresh nonce (handed to `_document` in
 * `x-nonce` for pages rendered per request) and the hashes of the build's inline scripts (for
 * static pages, rendered at build time without a nonce). See src/shell/securityHeaders.ts.
 */
export function proxy(request: NextRequest) {
  hashes ??= inlineScriptHashes()
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', contentSecurityPolicy({ ...siteConfig, dev }, { nonce, hashes }))
  return response
}

// Pages only: the CSP governs documents, not the scripts, styles and pictures they load.
export const config = { matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'] }
