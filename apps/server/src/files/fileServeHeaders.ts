import type { RequestHandler } from 'express'
import { canonicalRoute } from '../http/canonicalRoute.ts'

/** Types a stored file is served as; anything else (an SVG, any text) goes out as bytes to save. */
const SERVED_AS_IS = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'application/json'])

/**
 * `GET /files/…`, in front of Parse: a stored file is never served as SVG or HTML (nor any type a
 * browser would run): such a type becomes `application/octet-stream` with `attachment`, and every
 * answer carries a CSP that runs and loads nothing (beside `nosniff` from responseHeaders.ts).
 * Pages show an SVG only rasterised by the media service.
 */
export function fileServeHeaders(): RequestHandler {
  return (request, response, next) => {
    const route = canonicalRoute(request.path)
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !route?.startsWith('/files/')) return next()
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
    const setHeader = response.setHeader.bind(response)
    response.setHeader = (name, value) => {
      if (name.toLowerCase() !== 'content-type') return setHeader(name, value)
      const type = String(value).split(';')[0]?.trim().toLowerCase() ?? ''
      if (SERVED_AS_IS.has(type)) return setHeader(name, value)
      setHeader('Content-Disposition', 'attachment')
      return setHeader(name, 'application/octet-stream')
    }
    next()
  }
}
