import type { Request } from 'express'

/**
 * Minters save their items' metadata with `saveIPFS` (a JSON document, beside the picture), as
 * Moralis's tutorials do. A JSON document is taken only there: sdkFileUpload marks the SDK's
 * `saveIPFS` request (an object of this process, never a header a client could send), and
 * uploadGuard then takes a JSON object or array as `application/json` (served with the same
 * sandbox as every stored file). Any other upload is a picture or nothing.
 */
const ipfsUploads = new WeakSet<Request>()

export const markIpfsUpload = (request: Request) => {
  ipfsUploads.add(request)
}

export const isIpfsUpload = (request: Request) => ipfsUploads.has(request)

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The bytes as a JSON document (UTF-8, an object or an array), or null. */
export function sniffJsonDocument(bytes: Uint8Array): { extension: 'json'; type: 'application/json' } | null {
  try {
    const value: unknown = JSON.parse(utf8.decode(bytes))
    return typeof value === 'object' && value !== null ? { extension: 'json', type: 'application/json' } : null
  } catch {
    return null
  }
}
