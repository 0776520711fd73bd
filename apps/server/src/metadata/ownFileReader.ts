import type { FilesAdapter } from '../files/createFilesAdapter.ts'

/**
 * Reads back a picture uploaded to this backend, by its public URL
 * (`<serverUrl>/files/<appId>/<name>`), from the files adapter Parse serves it from (so whatever
 * the folder or bucket); null for a URL elsewhere or a file not found. No other URL is ever
 * fetched: a document's image link is not a way to make the backend call out, nor in.
 */
export function ownFileReader(serverUrl: string, appId: string, files: FilesAdapter) {
  const prefix = `${serverUrl}/files/${appId}/`
  return async (url: string): Promise<Uint8Array | null> => {
    if (!url.startsWith(prefix)) return null
    const name = fileNameOf(url.slice(prefix.length))
    if (!name) return null
    try {
      return new Uint8Array(await files.getFileData(name))
    } catch {
      return null // not stored (or the store away): the document keeps its link
    }
  }
}

/** The stored name a files route path names, decoded as Parse's route decodes it; null if none. */
function fileNameOf(path: string): string | null {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/')
  try {
    const decoded = segments.map(decodeURIComponent)
    // Stored names never climb out of their folder, nor are empty.
    return decoded.every((segment) => segment !== '' && segment !== '.' && segment !== '..') ? decoded.join('/') : null
  } catch {
    return null // not URL-encoded properly: no such file
  }
}
