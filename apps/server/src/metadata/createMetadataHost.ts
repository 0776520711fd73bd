import { createHash } from 'node:crypto'
import type { CollectionMetadata, MetadataKind, TokenMetadata } from '@vitrine/api'
import { insertMetadataDocument, readMetadataDocument } from '@vitrine/db'
import type pg from 'pg'
import { canonicalJson } from './canonicalJson.ts'
import type { IpfsClient } from './createIpfsClient.ts'

/** Where hosted documents are served, below the backend's origin. */
export const METADATA_PATH = '/metadata'

export type MetadataHost = {
  /** Stores a checked document and answers its immutable URI. */
  put(kind: MetadataKind, document: TokenMetadata | CollectionMetadata): Promise<{ uri: string }>
  /** A stored document's exact bytes by their SHA-256 (hex), or null. */
  get(sha256: string): Promise<string | null>
}

export type MetadataHostDeps = {
  pool: pg.Pool
  /** Origin the backend is reached at from outside (its public URL's). */
  publicOrigin: string
  /** With an IPFS API: documents (and pictures uploaded here) are pinned there instead. */
  ipfs?: IpfsClient | undefined
  /** The bytes of a picture uploaded to this backend, by its public URL; null for any other URL. */
  readOwnFile: (url: string) => Promise<Uint8Array | null>
}

/**
 * Hosting of metadata documents by content: the URI is the SHA-256 of the document's canonical
 * JSON (`<origin>/metadata/<sha256>.json`), so equal documents share one URI and a URI never
 * changes meaning; or, with IPFS, the document's CID (its picture pinned first when it was
 * uploaded here, and named by its own CID in the document).
 */
export function createMetadataHost(deps: MetadataHostDeps): MetadataHost {
  return {
    async put(_kind, document) {
      if (deps.ipfs) {
        const pinned = { ...document }
        const picture = document.image ? await deps.readOwnFile(document.image) : null
        if (picture) pinned.image = `ipfs://${await deps.ipfs.add(picture, 'image')}`
        return { uri: `ipfs://${await deps.ipfs.add(Buffer.from(canonicalJson(pinned)), 'metadata.json')}` }
      }
      const body = canonicalJson(document)
      const sha256 = createHash('sha256').update(body).digest('hex')
      await insertMetadataDocument(deps.pool, sha256, body)
      return { uri: `${deps.publicOrigin}${METADATA_PATH}/${sha256}.json` }
    },
    async get(sha256) {
      return readMetadataDocument(deps.pool, sha256)
    },
  }
}
