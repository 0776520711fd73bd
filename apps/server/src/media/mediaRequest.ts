import { MEDIA_WIDTHS, type MediaWidth, mediaWidthFor } from '@vitrine/api'
import { isAddress } from 'viem'

/** What a `/media` URL asks for: a token's picture, or (no token id) its collection's. */
export type MediaRequest = {
  chainId: number
  /** As sent (any letter case); checked to be 0x and 40 hex digits. */
  address: string
  tokenId: string | null
  width: MediaWidth
  /** A lazy listing (its order hash, lowercase): the picture of its own item while the token is not minted. */
  order: string | null
}

const MAX_UINT256 = (1n << 256n) - 1n
const LARGEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as MediaWidth
const MAX_REQUESTED_WIDTH = 4096

/**
 * `/:chainId/:address[/:tokenId]` (the path below `/media`) and `w` → a request, or a sentence
 * naming the bad part. No `w` means the largest width.
 */
export function parseMediaRequest(path: string, w: unknown, order?: unknown): MediaRequest | { problem: string } {
  const parts = path.split('/')
  if (parts[0] !== '' || parts.length < 3 || parts.length > 4)
    return { problem: 'The media URL is /media/:chainId/:address/:tokenId?w=<width> (or without the token id).' }
  const [, chain, address, tokenId] = parts as [string, string, string, string | undefined]
  if (!/^[1-9][0-9]{0,15}$/.test(chain) || !Number.isSafeInteger(Number(chain)))
    return { problem: 'chainId must be a whole number above 0.' }
  if (!isAddress(address, { strict: false })) return { problem: 'address must be an address (0x and 40 hex digits).' }
  if (tokenId !== undefined && (!/^(0|[1-9][0-9]{0,77})$/.test(tokenId) || BigInt(tokenId) > MAX_UINT256))
    return { problem: 'tokenId must be a decimal whole number from 0 to 2^256 - 1.' }
  let width = LARGEST
  if (w !== undefined) {
    if (typeof w !== 'string' || !/^[1-9][0-9]{0,3}$/.test(w) || Number(w) > MAX_REQUESTED_WIDTH)
      return {
        problem: `w must be a width in pixels from 1 to ${MAX_REQUESTED_WIDTH} (served: ${MEDIA_WIDTHS.join(', ')}).`,
      }
    width = mediaWidthFor(Number(w))
  }
  if (order !== undefined && (typeof order !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(order) || tokenId === undefined))
    return { problem: "order must be a lazy listing's order hash (0x and 64 hex digits), with the token id." }
  return {
    chainId: Number(chain),
    address,
    tokenId: tokenId ?? null,
    width,
    order: typeof order === 'string' ? order.toLowerCase() : null,
  }
}
