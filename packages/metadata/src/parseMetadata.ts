import { MetadataFetchError } from './MetadataFetchError.ts'
import { toGatewayUrl } from './resolveTokenUri.ts'
import { storableText, wellFormed } from './storableText.ts'

export type TokenMetadata = {
  name: string | null
  description: string | null
  image: string | null
  attributes: { trait_type: string; value: string }[]
}

const MAX_ATTRIBUTES = 100
const MAX_IMAGE_URL = 2048
/** On-chain art is often an inline SVG: kept whole up to this size, dropped (not cut) beyond. */
const MAX_INLINE_IMAGE = 65_536

/**
 * An image the media service can fetch: an http(s) or ipfs URL, an `ar://` one (kept as it is: the
 * media service has the Arweave gateway), or an inline `data:image/`; never a cut one.
 */
function imageOf(value: unknown, ipfsGateway: string): string | null {
  if (typeof value !== 'string' || value.includes('\u0000')) return null
  if (/^data:image\//i.test(value)) return value.length <= MAX_INLINE_IMAGE ? wellFormed(value) : null
  const url = toGatewayUrl(value, ipfsGateway) ?? (/^(https?:\/\/|ar:\/\/[\w-]{43}(\/|$))/i.test(value) ? value : null)
  return url && url.length <= MAX_IMAGE_URL ? wellFormed(url) : null
}

/**
 * Untrusted metadata JSON → the fields we keep, each checked, length-capped and storable (see
 * storableText). Anything else in the document is ignored; one that is not a JSON object is refused.
 */
export function parseMetadata(body: Buffer, ipfsGateway: string): TokenMetadata {
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch (cause) {
    throw new MetadataFetchError('Metadata is not JSON.', false, { cause })
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new MetadataFetchError('Metadata is not a JSON object.', false)
  const doc = json as Record<string, unknown>
  const image = imageOf(doc.image ?? doc.image_url, ipfsGateway)
  const attributes = (Array.isArray(doc.attributes) ? doc.attributes : [])
    .slice(0, MAX_ATTRIBUTES)
    .flatMap((attribute: unknown) => {
      if (typeof attribute !== 'object' || attribute === null) return []
      const { trait_type, value } = attribute as Record<string, unknown>
      const trait = storableText(trait_type, 100)
      if (!trait || !['string', 'number', 'boolean'].includes(typeof value)) return []
      return [{ trait_type: trait, value: storableText(String(value), 200) as string }]
    })
  return {
    name: storableText(doc.name, 200),
    description: storableText(doc.description, 2000),
    image,
    attributes,
  }
}
