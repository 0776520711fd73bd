import { createReadStream } from 'node:fs'
import type { ServerResponse } from 'node:http'
import type { Logger } from '@vitrine/runtime/logger'
import type { RequestHandler } from 'express'
import type { MediaService } from './createMediaService.ts'
import { parseMediaRequest } from './mediaRequest.ts'
import { placeholder } from './placeholder.ts'

/** A picture's URL keeps its address when the picture changes: fresh for an hour, then revalidated by ETag. */
const PICTURE_CACHE = 'public, max-age=3600, stale-while-revalidate=604800'

/** Headers of every picture: only ever WebP, never sniffed, never a document. */
const PICTURE_HEADERS = {
  'Content-Type': 'image/webp',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Access-Control-Allow-Origin': '*',
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === etag || t === `W/${etag}` || t === '*'
  })

function sendJson(response: ServerResponse, status: number, error: string) {
  const body = JSON.stringify({ error })
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': status === 404 ? 'public, max-age=10' : 'no-store',
    'Access-Control-Allow-Origin': '*',
  })
  response.end(body)
}

/**
 * `GET /media/:chainId/:address/:tokenId?w=` (and `/media/:chainId/:address?w=` for a collection's
 * picture), mounted on the backend beside `/server`, not through Parse. Answers: the picture as
 * WebP with an ETag (304 on If-None-Match); the placeholder (200, short cache life) for any
 * picture that cannot be had; 400 naming a bad part; 404 for what the index does not hold.
 * Never a 5xx: if the database itself fails, the placeholder, not to be cached.
 */
export function mediaHandler(service: MediaService, log: Logger): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD')
      return sendJson(response, 405, 'Only GET and HEAD are served here.')
    }
    const parsed = parseMediaRequest(request.path, request.query.w, request.query.order)
    if ('problem' in parsed) return sendJson(response, 400, parsed.problem)
    const head = request.method === 'HEAD'
    try {
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch) {
        const etag = await service.etagOf(parsed)
        if (etag && matches(ifNoneMatch, etag)) {
          response.writeHead(304, { ETag: etag, 'Cache-Control': PICTURE_CACHE })
          return response.end()
        }
      }
      const answer = await service.answer(parsed)
      if (answer.kind === 'unknown') return sendJson(response, 404, answer.message)
      if (answer.kind === 'placeholder') {
        const bytes = await placeholder(parsed.width)
        response.writeHead(200, {
          ...PICTURE_HEADERS,
          'Content-Length': bytes.length,
          'Cache-Control': answer.maxAge > 0 ? `public, max-age=${answer.maxAge}` : 'no-store',
          'X-Vitrine-Media': 'placeholder',
        })
        return response.end(head ? undefined : bytes)
      }
      const { picture, etag } = answer
      response.writeHead(200, {
        ...PICTURE_HEADERS,
        'Content-Length': picture.size,
        'Cache-Control': PICTURE_CACHE,
        ETag: etag,
        'X-Vitrine-Media': 'picture',
      })
      if (head) return response.end()
      if ('bytes' in picture) return response.end(picture.bytes)
      createReadStream(picture.path)
        .on('error', (error) => {
          log.warn({ path: picture.path, err: error }, 'cached picture unreadable')
          response.destroy(error)
        })
        .pipe(response)
    } catch (error) {
      log.warn({ path: request.path, err: error }, 'media request failed')
      if (response.headersSent) return response.destroy()
      const bytes = await placeholder(parsed.width)
      response.writeHead(200, {
        ...PICTURE_HEADERS,
        'Content-Length': bytes.length,
        'Cache-Control': 'no-store',
        'X-Vitrine-Media': 'placeholder',
      })
      response.end(head ? undefined : bytes)
    }
  }
}
