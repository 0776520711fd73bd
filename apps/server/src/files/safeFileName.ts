import type { PictureExtension } from './sniffPicture.ts'

/** Longest stored base name: Parse prefixes a 32-character id, and its names stop at 128. */
const MAX_BASE = 60

/**
 * A stored name for an upload: the name sent, reduced to letters, digits, `-` and `_` (accents
 * dropped, anything else one `-`), cut to 60 characters, with the extension of the type its
 * bytes are (never the one sent). `picture` when nothing of the name is left.
 */
export function safeFileName(sent: string, extension: PictureExtension | 'json'): string {
  let decoded = sent
  try {
    decoded = decodeURIComponent(sent)
  } catch {
    // Kept as sent: it is reduced below either way.
  }
  const base = decoded
    .replace(/\.[^./\\]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/[-_]+$/, '')
  return `${base || 'picture'}.${extension}`
}
