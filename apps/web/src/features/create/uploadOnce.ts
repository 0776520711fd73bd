import type { UploadProgress } from '@vitrine/react'
import { siteConfig } from '../../siteConfig.ts'
import { uploadPicture } from './createServices.ts'

// Per backend: a URL remembered from another server (a dev stack, say) means nothing here.
const key = (hash: string) => `vitrine:upload:${siteConfig.serverUrl}:${hash}`

/** SHA-256 of a file's bytes, as hex. */
export async function contentHash(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Uploads a picture unless this browser uploaded the same bytes before (remembered by content
 * hash, `hash` when the caller has it already): a batch retried after a failure or a closed tab
 * uploads no picture twice.
 */
export async function uploadOnce(
  sessionToken: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  hash?: string,
): Promise<{ url: string; reused: boolean }> {
  const digest = hash ?? (await contentHash(file))
  const known = localStorage.getItem(key(digest))
  if (known) {
    onProgress({ loaded: file.size, total: file.size })
    return { url: known, reused: true }
  }
  const { url } = await uploadPicture(sessionToken, file, onProgress)
  localStorage.setItem(key(digest), url)
  return { url, reused: false }
}
