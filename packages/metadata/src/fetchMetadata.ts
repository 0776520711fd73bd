import { type SafeFetchOptions, safeFetch } from '@vitrine/safe-fetch'
import { MetadataFetchError } from './MetadataFetchError.ts'
import { parseMetadata, type TokenMetadata } from './parseMetadata.ts'
import { resolveTokenUri } from './resolveTokenUri.ts'

export type MetadataOptions = SafeFetchOptions & { ipfsGateway: string }

/** A token's metadata from its URI, whatever the kind, within the limits of `options`. */
export async function fetchMetadata(uri: string, tokenId: bigint, options: MetadataOptions): Promise<TokenMetadata> {
  const resolved = resolveTokenUri(uri, tokenId, options.ipfsGateway)
  if (resolved.kind === 'inline') {
    if (resolved.body.length > options.maxBytes) throw new MetadataFetchError('Inline metadata is too large.', false)
    return parseMetadata(resolved.body, options.ipfsGateway)
  }
  const { body } = await safeFetch(resolved.url, {
    ...options,
    accept: 'application/json, image/*;q=0.8, */*;q=0.5',
    userAgent: options.userAgent ?? 'Vitrine-Indexer/1.0',
  })
  return parseMetadata(body, options.ipfsGateway)
}
