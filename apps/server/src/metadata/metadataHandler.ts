import type { RequestHandler } from 'express'
import type { MetadataHost } from './createMetadataHost.ts'

const DOCUMENT = /^\/([0-9a-f]{64})\.json$/

/**
 * `GET /metadata/<sha256>.json`: a hosted document, as stored. Its name is its content's hash, so
 * it is cached for good (`immutable`); readable from any site (wallets, marketplaces), never run.
 */
export function metadataHandler(host: MetadataHost): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const sha256 = DOCUMENT.exec(request.path)?.[1]
    try {
      const body = sha256 ? await host.get(sha256) : null
      response.setHeader('Access-Control-Allow-Origin', '*')
      response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
      if (body === null) {
        response.setHeader('Cache-Control', 'no-store')
        response.status(404).json({ error: 'No metadata document has this name.' })
        return
      }
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      response.setHeader('ETag', `"${sha256}"`)
      if (request.get('If-None-Match')?.includes(`"${sha256}"`)) {
        response.status(304).end()
        return
      }
      response.type('application/json; charset=utf-8').send(body)
    } catch (error) {
      next(error)
    }
  }
}
