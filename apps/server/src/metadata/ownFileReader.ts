/**
 * Reads back a picture uploaded to this backend, by its public URL, through our own files route
 * (so whatever the adapter, folder or bucket); null for a URL elsewhere or a file not found. No
 * other URL is ever fetched: a document's image link is not a way to make the backend call out.
 */
export function ownFileReader(serverUrl: string, internalUrl: string) {
  return async (url: string): Promise<Uint8Array | null> => {
    if (!url.startsWith(`${serverUrl}/files/`)) return null
    const response = await fetch(`${internalUrl}${url.slice(serverUrl.length)}`)
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null
  }
}
