import { toGatewayUrl } from './resolveTokenUri.ts'
import { MetadataFetchError } from './safeFetch.ts'

export type TokenMetadata = {
  name: string | null
  description: string | null
  image: string | null
  attributes: { trait_type: string; value: string }[]
}

const cap = (value: unknown, length: number) => (typeof value === 'string' ? value.slice(0, length) : null)
const MAX_ATTRIBUTES = 100

/**
 * Untrusted metadata JSON → the fields we keep, each checked and length-capped. Anything else
 * in the document is ignored; a document that is not a JSON object is refused.
 */
export function parseMetadata(body: Buffer, ipfsGateway: string): TokenMetadata {
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    throw new MetadataFetchError('Metadata is not JSON.', false)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new MetadataFetchError('Metadata is not a JSON object.', false)
  const doc = json as Record<string, unknown>
  const rawImage = cap(doc.image ?? doc.image_url, 2048)
  const image =
    rawImage && (toGatewayUrl(rawImage, ipfsGateway) ?? (/^(https?:|data:image\/)/i.test(rawImage) ? rawImage : null))
  const attributes = (Array.isArray(doc.attributes) ? doc.attributes : [])
    .slice(0, MAX_ATTRIBUTES)
    .flatMap((attribute: unknown) => {
      if (typeof attribute !== 'object' || attribute === null) return []
      const { trait_type, value } = attribute as Record<string, unknown>
      const trait = cap(trait_type, 100)
      if (!trait || !['string', 'number', 'boolean'].includes(typeof value)) return []
      return [{ trait_type: trait, value: String(value).slice(0, 200) }]
    })
  return { name: cap(doc.name, 200), description: cap(doc.description, 2000), image, attributes }
}
