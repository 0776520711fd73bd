import type { Logger } from '@vitrine/runtime/logger'
import express, { type RequestHandler, type Response } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import type { IpfsFiles } from './ipfsFiles.ts'
import { markIpfsUpload } from './ipfsJsonDocuments.ts'
import { SIGN_IN_TO_UPLOAD, tooLarge } from './uploadGuard.ts'

const UPLOAD_PATH = /^\/files\/[^/]+\/?$/i

const refuse = (response: Response, status: number, code: number, error: string) => {
  response.status(status).json({ code, error })
}
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON body: what the Parse JS SDK and moralis-v1 post a file as (text/plain), never a picture's bytes. */
const isJsonUpload = (type: string) => type.startsWith('text/plain') || type.startsWith('application/json')

/**
 * `POST /files/:name` as the JS SDKs send it (moralis-v1's `Moralis.File(...).save()` and
 * `.saveIPFS()`): a JSON body `{ base64, fileData: { ipfs? }, _ApplicationId, _SessionToken? }`.
 * Turned, in front of uploadGuard, into the upload every client makes (the bytes, the app id and
 * the session as headers), so it meets the same checks (signed in, size, a picture by its bytes)
 * and the same budgets; for `ipfs: true`, once Parse has stored it, the file is kept (pinned) by
 * its CID and the answer carries `ipfs` and `hash` beside `name` and `url`, as Moralis's did.
 */
export function sdkFileUpload(options: {
  appId: string
  maxBytes: number
  ipfs: IpfsFiles
  log: Logger
}): RequestHandler {
  // base64 takes 4 bytes for 3, plus the SDK's own keys.
  const readJson = express.json({
    type: () => true,
    limit: Math.ceil((options.maxBytes * 4) / 3) + 65_536,
    strict: true,
  })
  return (request, response, next) => {
    if (request.method !== 'POST') return next()
    const route = canonicalRoute(request.path)
    const type = (request.headers['content-type'] ?? '').toLowerCase()
    if (!route || !UPLOAD_PATH.test(route) || !isJsonUpload(type)) return next()
    readJson(request, response, (error?: unknown) => {
      if (error) {
        const kind = (error as { type?: string }).type
        if (kind === 'entity.too.large')
          return refuse(response, 413, Parse.Error.FILE_SAVE_ERROR, tooLarge(options.maxBytes))
        if (!request.get('X-Parse-Session-Token') && !request.get('X-Parse-Master-Key'))
          return refuse(response, 401, Parse.Error.SESSION_MISSING, SIGN_IN_TO_UPLOAD)
        return refuse(response, 400, Parse.Error.INVALID_JSON, 'The body is not valid JSON: { base64 } expected.')
      }
      const body: unknown = request.body
      const base64 = isObject(body) && typeof body.base64 === 'string' ? body.base64 : null
      if (!isObject(body) || base64 === null || !/^[A-Za-z0-9+/=\s]*$/.test(base64)) {
        // Not the SDK's file, and no session either: refused as uploadGuard refuses any anonymous upload.
        const session = request.get('X-Parse-Session-Token') ?? (isObject(body) ? body._SessionToken : undefined)
        if (!session && !request.get('X-Parse-Master-Key'))
          return refuse(response, 401, Parse.Error.SESSION_MISSING, SIGN_IN_TO_UPLOAD)
        return refuse(response, 400, Parse.Error.FILE_SAVE_ERROR, 'The body is not a file: { base64 } expected.')
      }
      const appId = request.headers['x-parse-application-id'] ?? body._ApplicationId
      if (appId !== options.appId) return void response.status(403).json({ error: 'unauthorized' })
      const bytes = Buffer.from(base64, 'base64')
      // As the clients that send bytes: the app, the session, the length of the file itself.
      request.headers['x-parse-application-id'] = options.appId
      if (typeof body._SessionToken === 'string') request.headers['x-parse-session-token'] = body._SessionToken
      if (typeof body._MasterKey === 'string') request.headers['x-parse-master-key'] = body._MasterKey
      request.headers['content-type'] = 'application/octet-stream'
      request.headers['content-length'] = String(bytes.length)
      // Read: the parsers after this one (uploadGuard's, Parse's) skip a finished request.
      request.body = bytes
      const fileData = body.fileData
      if (isObject(fileData) && fileData.ipfs === true) {
        markIpfsUpload(request)
        answerWithIpfs(response, bytes, options.ipfs, options.log)
      }
      next()
    })
  }
}

/** Once Parse has stored the upload (201): kept by its CID, `ipfs` and `hash` added to the answer. */
function answerWithIpfs(response: Response, bytes: Buffer, ipfs: IpfsFiles, log: Logger) {
  const json = response.json.bind(response)
  response.json = (answer: unknown) => {
    if (response.statusCode !== 201 || !isObject(answer) || typeof answer.name !== 'string') return json(answer)
    const contentType = String(response.req.headers['content-type'] ?? 'application/octet-stream')
    ipfs.keep(bytes, answer.name, contentType).then(
      (kept) => json({ ...answer, ...kept }),
      (cause: unknown) => {
        log.warn({ err: cause }, 'saveIPFS: the file could not be kept by its CID')
        response.status(503).set('Retry-After', '5')
        json({
          code: Parse.Error.CONNECTION_FAILED,
          error: 'Saving to IPFS is temporarily unavailable. Try again shortly.',
        })
      },
    )
    return response
  }
}
