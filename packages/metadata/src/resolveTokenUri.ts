import { MetadataFetchError } from './MetadataFetchError.ts'

export type ResolvedUri = { kind: 'inline'; body: Buffer } | { kind: 'url'; url: string }

/**
 * Where a token URI's metadata is: inline (`data:`), or at a URL (`http(s)://`, or `ipfs://`
 * through the gateway). ERC-1155's `{id}` becomes the token id as 64 lowercase hex digits.
 */
export function resolveTokenUri(uri: string, tokenId: bigint, ipfsGateway: string): ResolvedUri {
  const filled = uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0')).trim()
  if (filled.startsWith('data:')) {
    const comma = filled.indexOf(',')
    if (comma < 0) throw new MetadataFetchError('Malformed data: URI.', false)
    const header = filled.slice(5, comma)
    const payload = filled.slice(comma + 1)
    if (header.endsWith(';base64')) return { kind: 'inline', body: Buffer.from(payload, 'base64') }
    try {
      return { kind: 'inline', body: Buffer.from(decodeURIComponent(payload), 'utf8') }
    } catch (cause) {
      throw new MetadataFetchError('Malformed data: URI (a % not followed by an encoded character).', false, { cause })
    }
  }
  const ipfs = toGatewayUrl(filled, ipfsGateway)
  if (ipfs) return { kind: 'url', url: ipfs }
  if (/^https?:\/\//i.test(filled)) return { kind: 'url', url: filled }
  throw new MetadataFetchError(`Unsupported token URI scheme: ${filled.slice(0, 40)}`, false)
}

/** `ipfs://<cid>/<path>` (or `ipfs://ipfs/<cid>`) through the gateway; null for other URIs. */
export function toGatewayUrl(uri: string, ipfsGateway: string): string | null {
  if (!uri.startsWith('ipfs://')) return null
  const path = uri.slice('ipfs://'.length).replace(/^ipfs\//, '')
  return `${ipfsGateway.replace(/\/+$/, '')}/ipfs/${path}`
}
