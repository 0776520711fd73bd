/** The picture types an upload may be, as read from its bytes. */
export const PICTURE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
} as const

export type PictureExtension = keyof typeof PICTURE_TYPES
export type SniffedPicture = { extension: PictureExtension; type: (typeof PICTURE_TYPES)[PictureExtension] }

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

const picture = (extension: PictureExtension): SniffedPicture => ({ extension, type: PICTURE_TYPES[extension] })

/**
 * What picture the bytes are, by their signature (never by a name or a header), or null. An SVG
 * is text whose first element, past an XML declaration, comments and a doctype, is `<svg`.
 */
export function sniffPicture(bytes: Uint8Array): SniffedPicture | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return picture('png')
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return picture('jpg')
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return picture('gif')
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return picture('webp')
  if (isAvif(bytes)) return picture('avif')
  if (isSvg(bytes)) return picture('svg')
  return null
}

/** An ISO-BMFF `ftyp` box whose major or a compatible brand is AVIF's. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const size = Math.min(
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0),
    256,
  )
  if (size < 16 || size > bytes.length) return false
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.some((brand) => brand === 'avif' || brand === 'avis')
}

const SVG_PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>]/i

function isSvg(bytes: Uint8Array): boolean {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes.subarray(0, 4096))
  } catch {
    // Not UTF-8 text (or cut inside a character at the 4 KiB mark: try the whole of it).
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return false
    }
  }
  return SVG_PROLOGUE.test(text.replace(/^\uFEFF/, ''))
}
