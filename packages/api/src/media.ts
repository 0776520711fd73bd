/**
 * The widths the media service renders a picture at. A requested width rounds up to the next
 * of these (the largest for anything wider), so the disk cache holds a few files per token.
 */
export const MEDIA_WIDTHS = [128, 256, 512, 1024] as const

export type MediaWidth = (typeof MEDIA_WIDTHS)[number]

/** The width served for a requested one: the first that is at least as wide, else the largest. */
export function mediaWidthFor(requested: number): MediaWidth {
  return MEDIA_WIDTHS.find((width) => width >= requested) ?? (MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as MediaWidth)
}

/**
 * Where the backend serves a token's picture: `GET <origin>/media/:chainId/:address/:tokenId?w=`.
 * `origin` is the backend's origin (the server URL without its `/server` mount path).
 */
export function mediaUrl(origin: string, chainId: number, address: string, tokenId: string, width: MediaWidth): string {
  return `${origin.replace(/\/+$/, '')}/media/${chainId}/${address}/${tokenId}?w=${width}`
}

/**
 * Where the backend serves the picture of a lazy listing's own item (its voucher's metadata; two
 * vouchers of one token id may show two items): the token's URL with `&order=<order hash>`. Once
 * the token is minted, its own picture is served instead.
 */
export function lazyItemMediaUrl(
  origin: string,
  chainId: number,
  address: string,
  tokenId: string,
  orderHash: string,
  width: MediaWidth,
): string {
  return `${mediaUrl(origin, chainId, address, tokenId, width)}&order=${orderHash}`
}

/**
 * Where the backend serves a collection's own picture (the `image` of its contract-level
 * metadata): `GET <origin>/media/:chainId/:address?w=`.
 */
export function collectionMediaUrl(origin: string, chainId: number, address: string, width: MediaWidth): string {
  return `${origin.replace(/\/+$/, '')}/media/${chainId}/${address}?w=${width}`
}
