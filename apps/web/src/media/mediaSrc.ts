import { collectionMediaUrl, MEDIA_WIDTHS, type MediaWidth, mediaUrl } from '@vitrine/api'
import { siteConfig } from '../siteConfig.ts'

/**
 * A picture from the backend's media service, never from the URL in the metadata: a token's, or
 * with no token id its collection's own (the `image` of its contract-level metadata).
 */
export function mediaSrc(chainId: number, address: string, tokenId: string | null, width: MediaWidth = 512): string {
  return tokenId === null
    ? collectionMediaUrl(siteConfig.mediaOrigin, chainId, address, width)
    : mediaUrl(siteConfig.mediaOrigin, chainId, address, tokenId, width)
}

/** Every width the media service renders, for the browser to pick from with `sizes`. */
export function mediaSrcSet(chainId: number, address: string, tokenId: string | null): string {
  return MEDIA_WIDTHS.map((width) => `${mediaSrc(chainId, address, tokenId, width)} ${width}w`).join(', ')
}
