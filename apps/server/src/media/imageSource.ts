/** Where a picture's bytes are: inline in a `data:` URI, or at a URL to fetch. */
export type ImageSource = { kind: 'inline'; body: Buffer } | { kind: 'url'; url: string }

export type Gateways = { ipfsGateway: string; arweaveGateway: string }

/**
 * An image reference from metadata → its source: `data:` decoded, `ipfs://` and `ar://` through
 * the configured gateways, http(s) as it is. Null for anything else (an unknown scheme, a broken
 * `data:` URI): the caller shows the placeholder.
 */
export function imageSource(image: string, gateways: Gateways): ImageSource | null {
  const value = image.trim()
  if (/^data:/i.test(value)) {
    const comma = value.indexOf(',')
    if (comma < 0) return null
    const header = value.slice(5, comma)
    const payload = value.slice(comma + 1)
    if (/;base64$/i.test(header)) return { kind: 'inline', body: Buffer.from(payload, 'base64') }
    try {
      return { kind: 'inline', body: Buffer.from(decodeURIComponent(payload), 'utf8') }
    } catch {
      return null // a % not followed by two hex digits: not a URI anyone could decode
    }
  }
  const ipfs = value.match(/^ipfs:\/\/(?:ipfs\/)?(.+)$/i)
  if (ipfs) return { kind: 'url', url: `${trimSlash(gateways.ipfsGateway)}/ipfs/${ipfs[1]}` }
  const arweave = value.match(/^ar:\/\/(.+)$/i)
  if (arweave) return { kind: 'url', url: `${trimSlash(gateways.arweaveGateway)}/${arweave[1]}` }
  if (/^https?:\/\//i.test(value)) return { kind: 'url', url: value }
  return null
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')
