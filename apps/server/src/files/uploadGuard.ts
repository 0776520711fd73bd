import express, { type RequestHandler, type Response } from 'express'
import Parse from 'parse/node'
import { canonicalRoute } from '../http/canonicalRoute.ts'
import { isIpfsUpload, sniffJsonDocument } from './ipfsJsonDocuments.ts'
import { safeFileName } from './safeFileName.ts'
import { sniffPicture } from './sniffPicture.ts'
import { svgProblem } from './svgProblem.ts'

const refuse = (response: Response, status: number, code: number, error: string) => {
  response.status(status).json({ code, error })
}

const UPLOAD_PATH = /^\/files\/([^/]+)\/?$/i

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`

/** What an upload may be, in one sentence for every refusal. */
export const NOT_A_PICTURE = 'The file is not a picture: PNG, JPEG, GIF, WebP, AVIF or SVG only (read from its bytes).'
export const SIGN_IN_TO_UPLOAD = 'Sign in to upload files.'
export const tooLarge = (maxBytes: number) => `The file is larger than ${megabytes(maxBytes)}.`

/**
 * `POST /files/:name`, in front of Parse: refuses, storing nothing, an upload without a session,
 * over the size limit, empty, not a picture by its bytes (a JSON document too, for `saveIPFS` only:
 * ipfsJsonDocuments.ts), or an SVG with active content; then
 * hands Parse the bytes it read (Parse skips its own parser), a sanitised name with the extension
 * of the type the bytes are, and that type as the Content-Type. Parse then checks the session
 * (an unknown one: its "Invalid session token") and the per-user budget (registerFileTriggers.ts).
 */
export function uploadGuard(options: { maxBytes: number }): RequestHandler {
  const readBytes = express.raw({ type: () => true, limit: options.maxBytes })
  return (request, response, next) => {
    if (request.method !== 'POST') return next()
    // The name as Express's router reads it (`/files/:filename`, any case, a trailing slash), and
    // any spelling that decodes to such a route.
    const sent = UPLOAD_PATH.exec(request.path)?.[1] ?? canonicalRoute(request.path)?.match(UPLOAD_PATH)?.[1]
    if (sent === undefined) return next()
    if (!request.get('X-Parse-Session-Token') && !request.get('X-Parse-Master-Key')) {
      request.resume()
      return refuse(response, 401, Parse.Error.SESSION_MISSING, SIGN_IN_TO_UPLOAD)
    }
    const announced = Number(request.get('Content-Length') ?? Number.NaN)
    if (announced > options.maxBytes) {
      request.resume()
      return refuse(response, 413, Parse.Error.FILE_SAVE_ERROR, tooLarge(options.maxBytes))
    }
    // A streamed upload skips Parse's buffering; the bytes are read here whatever the mode.
    delete request.headers['x-parse-upload-mode']
    readBytes(request, response, (error?: unknown) => {
      if (error) {
        const type = (error as { type?: string }).type
        if (type === 'entity.too.large') {
          return refuse(response, 413, Parse.Error.FILE_SAVE_ERROR, tooLarge(options.maxBytes))
        }
        if (type === 'request.aborted' || type === 'request.size.invalid') {
          return refuse(response, 400, Parse.Error.FILE_SAVE_ERROR, 'The upload ended before its announced length.')
        }
        if (type === 'encoding.unsupported') {
          return refuse(response, 415, Parse.Error.FILE_SAVE_ERROR, 'Send the file without a Content-Encoding.')
        }
        return next(error)
      }
      const bytes: unknown = request.body
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        return refuse(response, 400, Parse.Error.FILE_SAVE_ERROR, 'The file is empty.')
      }
      const picture = sniffPicture(bytes) ?? (isIpfsUpload(request) ? sniffJsonDocument(bytes) : null)
      if (!picture) return refuse(response, 400, Parse.Error.FILE_SAVE_ERROR, NOT_A_PICTURE)
      if (picture.extension === 'svg') {
        const problem = svgProblem(bytes.toString('utf8'))
        if (problem) return refuse(response, 400, Parse.Error.FILE_SAVE_ERROR, `${problem} Upload it without.`)
      }
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      request.url = `/files/${safeFileName(sent, picture.extension)}${query}`
      request.headers['content-type'] = picture.type
      next()
    })
  }
}
