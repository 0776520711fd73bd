import { ServerError } from '../ServerError.ts'

/** What the metadata host needs of IPFS: add bytes (pinned), get their CID. */
export type IpfsClient = { add(bytes: Uint8Array, name: string): Promise<string> }

export class IpfsError extends ServerError {
  override name = 'IpfsError'
}

/**
 * A client of a Kubo-compatible HTTP API (`IPFS_API_URL`, e.g. http://127.0.0.1:5001): `add`
 * with `pin=true` and CID version 1, so what it answers stays on the node and is the same CID
 * any other node computes for the same bytes.
 */
export function createIpfsClient(apiUrl: string, timeoutMs = 30_000): IpfsClient {
  const base = apiUrl.replace(/\/+$/, '')
  return {
    async add(bytes, name) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)]), name)
      let response: Response
      try {
        response = await fetch(`${base}/api/v0/add?pin=true&cid-version=1`, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (cause) {
        throw new IpfsError(`The IPFS API at ${base} does not answer.`, { cause })
      }
      const text = await response.text()
      if (!response.ok)
        throw new IpfsError(`The IPFS API refused to add ${name}: ${response.status} ${text.slice(0, 200)}`)
      // One JSON line per file added (a folder would add more): ours is the last.
      const last = text.trim().split('\n').at(-1) ?? ''
      let hash: unknown
      try {
        hash = (JSON.parse(last) as { Hash?: unknown }).Hash
      } catch (cause) {
        throw new IpfsError(`The IPFS API answered something other than JSON: ${last.slice(0, 200)}`, { cause })
      }
      if (typeof hash !== 'string' || !/^[A-Za-z0-9]{10,100}$/.test(hash)) {
        throw new IpfsError(`The IPFS API answered no CID: ${last.slice(0, 200)}`)
      }
      return hash
    },
  }
}
