import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import type { Logger } from '@vitrine/runtime/logger'
import { SafeFetchError, safeFetch } from '@vitrine/safe-fetch'
import sharp from 'sharp'
import type { MediaConfig } from '../config.ts'
import { createLimiter, QueueFullError } from './createLimiter.ts'
import { imageSource } from './imageSource.ts'
import type { MediaRequest } from './mediaRequest.ts'
import { createPictureCache, type StoredPicture } from './pictureCache.ts'
import type { PictureSources } from './pictureSources.ts'
import { PictureError, renderPicture } from './renderPicture.ts'

/** Bump when the rendering changes (quality, format): every cached picture gets a new key. */
const RENDER_VERSION = 'webp-q80-1'
/** How long a failure is remembered before the picture is tried again. */
const RETRY_AFTER_MS = { soon: 60_000, later: 600_000 }
/** Pictures waiting their turn beyond those in work; past it a request gets the placeholder at once. */
const MAX_QUEUED = 256

/** What `/media` answers for a request. */
export type MediaAnswer =
  | { kind: 'unknown'; message: string }
  | { kind: 'picture'; etag: string; picture: StoredPicture }
  | {
      kind: 'placeholder'
      /** Seconds a browser may keep it: short, so the real picture shows when it can be had. */
      maxAge: number
      reason: string
    }

export type MediaService = {
  /** The ETag the answer to `request` will have if it is a picture (null if it is not one), without rendering. */
  etagOf(request: MediaRequest): Promise<string | null>
  answer(request: MediaRequest): Promise<MediaAnswer>
}

export type MediaServiceDeps = { sources: PictureSources; chainId: number; config: MediaConfig; log: Logger }

/**
 * Pictures of tokens and collections: found through the index, fetched with the safe-fetch rules,
 * rendered once per width and kept on disk. Requests for the same picture share one fetch and one
 * render; the work is bounded (`config.concurrency` pictures at once, renders at most one per
 * core, a bounded queue), so a flood of large pictures cannot take the server's memory.
 */
export function createMediaService({ sources, chainId, config, log }: MediaServiceDeps): MediaService {
  // Each picture is different: libvips's operation cache would only hold memory.
  sharp.cache(false)
  const cache = createPictureCache(config.cacheDir)
  const jobs = createLimiter(config.concurrency, MAX_QUEUED)
  const renders = createLimiter(Math.min(config.concurrency, availableParallelism()), Number.POSITIVE_INFINITY)
  const rendering = new Map<string, Promise<StoredPicture>>()
  const fetching = new Map<string, Promise<Buffer>>()
  const failed = new Map<string, { until: number; reason: string }>()
  const keys = new Map<string, string>()

  /** The cache key (and ETag) of an image at a width: it changes when the image reference does. */
  const keyOf = (image: string, width: number) => {
    const id = `${width}\n${image}`
    let key = keys.get(id)
    if (key === undefined) {
      key = createHash('sha256').update(`${RENDER_VERSION}\n${id}`).digest('hex').slice(0, 40)
      // Remembered for URLs; an inline picture (up to 64 KB) is hashed each time instead.
      if (image.length <= 2048) {
        if (keys.size >= 50_000) keys.clear()
        keys.set(id, key)
      }
    }
    return key
  }

  const fetchShared = (url: string) => {
    let pending = fetching.get(url)
    if (!pending) {
      pending = safeFetch(url, {
        maxBytes: config.maxBytes,
        timeoutMs: config.timeoutMs,
        allowedHosts: config.allowedHosts,
        accept: 'image/*',
        userAgent: 'Vitrine-Media/1.0',
      })
        .then((fetched) => fetched.body)
        .finally(() => fetching.delete(url))
      fetching.set(url, pending)
    }
    return pending
  }

  const render = (image: string, width: number, key: string) =>
    jobs.run(async () => {
      const source = imageSource(image, config)
      if (!source) throw new PictureError('The image reference is not a URL or data: URI we can read.')
      if (source.kind === 'inline' && source.body.length > config.maxBytes)
        throw new PictureError(`The inline picture is too large (limit ${config.maxBytes} bytes).`)
      const bytes = source.kind === 'inline' ? source.body : await fetchShared(source.url)
      const webp = await renders.run(() =>
        renderPicture(bytes, width, { maxPixels: config.maxPixels, timeoutSeconds: 20 }),
      )
      await cache.put(key, webp)
      return { bytes: webp, size: webp.length }
    })

  const renderShared = (image: string, width: number, key: string) => {
    let pending = rendering.get(key)
    if (!pending) {
      pending = render(image, width, key).finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  const find = (request: MediaRequest) =>
    request.chainId === chainId ? sources.find(request.address, request.tokenId, request.order) : Promise.resolve(null)

  return {
    async etagOf(request) {
      const source = await find(request)
      return source?.kind === 'image' ? `"${keyOf(source.image, request.width)}"` : null
    },

    async answer(request) {
      const source = await find(request)
      if (source === null) return { kind: 'unknown', message: `This server serves chain ${chainId} only.` }
      const what = request.tokenId === null ? 'collection' : 'token'
      if (source.kind === 'unknown') return { kind: 'unknown', message: `No such ${what} is indexed.` }
      if (source.kind === 'pending') return { kind: 'placeholder', maxAge: 10, reason: 'metadata not read yet' }
      if (source.kind === 'none') return { kind: 'placeholder', maxAge: 300, reason: `the ${what} has no image` }

      const key = keyOf(source.image, request.width)
      const etag = `"${key}"`
      const stored = await cache.get(key)
      if (stored) return { kind: 'picture', etag, picture: stored }
      const failure = failed.get(key)
      if (failure && failure.until > Date.now())
        return { kind: 'placeholder', maxAge: Math.ceil((failure.until - Date.now()) / 1000), reason: failure.reason }
      try {
        return { kind: 'picture', etag, picture: await renderShared(source.image, request.width, key) }
      } catch (error) {
        if (error instanceof QueueFullError) return { kind: 'placeholder', maxAge: 0, reason: 'busy' }
        if (!(error instanceof SafeFetchError || error instanceof PictureError)) throw error
        const retryable = error instanceof SafeFetchError && error.retryable
        const wait = retryable ? RETRY_AFTER_MS.soon : RETRY_AFTER_MS.later
        if (failed.size >= 50_000) failed.clear()
        failed.set(key, { until: Date.now() + wait, reason: error.message })
        log.debug({ address: request.address, tokenId: request.tokenId, reason: error.message }, 'picture unavailable')
        return { kind: 'placeholder', maxAge: wait / 1000, reason: error.message }
      }
    },
  }
}
