import type { RequestHandler } from 'express'
import Parse from 'parse/node'
import { ipfsCid, parseCid } from './ipfsCid.ts'
import type { IpfsFiles } from './ipfsFiles.ts'
import { sniffJsonDocument } from './ipfsJsonDocuments.ts'
import { sniffPicture } from './sniffPicture.ts'

/**
 * `GET /ipfs/<cid>`: Vitrine's own gateway for the files saved here with saveIPFS. The path is a
 * CID and nothing else (parseCid); the bytes are checked against it before they go out, so what
 * is served is what the address names. Served as the picture the bytes are (the uploads' rule),
 * sandboxed, kept by caches for good: a CID's content never changes.
 */
export function ipfsGatewayHandler(ipfs: IpfsFiles): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    const cid = parseCid(request.path.replace(/^\//, ''))
    const notFound = (error: string) => response.status(404).json({ code: Parse.Error.OBJECT_NOT_FOUND, error })
    if (!cid) return notFound('Not a CID this gateway serves: /ipfs/<CIDv1 base32 or CIDv0>.')
    ipfs
      .read(cid)
      .then(async (bytes) => {
        if (!bytes || (await ipfsCid(bytes)) !== cid) return notFound(`No file ${cid} is kept here.`)
        // As any upload is served (fileServeHeaders.ts): an SVG only as bytes to save; a minter's
        // metadata (ipfsJsonDocuments.ts) as JSON.
        const type = (sniffPicture(Buffer.from(bytes)) ?? sniffJsonDocument(bytes))?.type
        if (!type || type === 'image/svg+xml') response.set('Content-Disposition', 'attachment')
        response
          .status(200)
          .set('Content-Type', type && type !== 'image/svg+xml' ? type : 'application/octet-stream')
          .set('Content-Security-Policy', "default-src 'none'; sandbox")
          .set('Cache-Control', 'public, max-age=31536000, immutable')
          .set('ETag', `"${cid}"`)
          .end(request.method === 'HEAD' ? undefined : Buffer.from(bytes))
      })
      .catch(next)
  }
}
