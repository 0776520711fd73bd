import { collectionMediaUrl, lazyItemMediaUrl, MEDIA_WIDTHS, type MediaWidth, mediaUrl } from '@vitrine/api'
import { siteConfig } from '../siteConfig.ts'

/**
 * A picture from the backend's media service, never from the URL in the metadata: a token's, or
 * with no token id its collection's own (the `image` of its contract-level metadata); with a lazy
 * listing's `order`, the picture of that listing's own item.
 */
export function mediaSrc(
  chainId: number,
  address: string,
  tokenId: string | null,
  width: MediaWidth = 512,
  order?: string,
): string {
  if (tokenId === null) return collectionMediaUrl(siteConfig.mediaOrigin, chainId, address, width)
  return order
    ? lazyItemMediaUrl(siteConfig.mediaOrigin, chainId, address, tokenId, order, width)
    : mediaUrl(siteConfig.mediaOrigin, chainId, address, tokenId, width)
}

/** Every width the media service renders, for the browser to pick from with `sizes`. */
export function mediaSrcSet(chainId: number, address: string, tokenId: string | null, order?: string): string {
  return MEDIA_WIDTHS.map((width) => `${mediaSrc(chainId, address, tokenId, width, order)} ${width}w`).join(', ')
}
