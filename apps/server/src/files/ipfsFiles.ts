import type { IpfsClient } from '../metadata/createIpfsClient.ts'
import type { FilesAdapter } from './createFilesAdapter.ts'
import { ipfsCid } from './ipfsCid.ts'

/** Where Vitrine's own gateway serves a kept file: `<origin>/ipfs/<cid>`. */
export const IPFS_PATH = '/ipfs'

/** The name a file saved with saveIPFS is kept under beside the uploads, for the gateway. */
export const keptName = (cid: string) => `ipfs-${cid}`

/** What saveIPFS answers beside Parse's `{ name, url }`, as Moralis did: the gateway URL and the CID. */
export type IpfsAnswer = { ipfs: string; hash: string }

/**
 * Files saved with saveIPFS: pinned to the IPFS node (`IPFS_API_URL`) when there is one, its CID
 * answered, and the gateway the URL names is `IPFS_GATEWAY`; without one, the CID Kubo would
 * give the bytes (ipfsCid.ts) and this server's own gateway. Kept with the uploads either way,
 * so `/ipfs/<cid>` here serves it.
 */
export function createIpfsFiles(deps: {
  files: FilesAdapter
  ipfs: IpfsClient | undefined
  /** The public gateway pinned files are named at (IPFS_GATEWAY). */
  publicGateway: string
  /** This server's origin: its own gateway. */
  ownOrigin: string
}) {
  const base = (url: string) => url.replace(/\/+$/, '')
  return {
    async keep(bytes: Buffer, name: string, contentType: string): Promise<IpfsAnswer> {
      const hash = deps.ipfs ? await deps.ipfs.add(bytes, name) : await ipfsCid(bytes)
      await deps.files.createFile(keptName(hash), bytes, contentType)
      const gateway = deps.ipfs ? base(deps.publicGateway) : base(deps.ownOrigin)
      return { ipfs: `${gateway}${IPFS_PATH}/${hash}`, hash }
    },
    /** The bytes kept under `cid`, or null when none are. */
    async read(cid: string): Promise<Uint8Array | null> {
      try {
        return await deps.files.getFileData(keptName(cid))
      } catch (error) {
        // The folder adapter's ENOENT, S3's NoSuchKey: not kept here. Anything else is an outage.
        const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name
        if (code === 'ENOENT' || code === 'NoSuchKey' || code === 'NotFound') return null
        throw error
      }
    },
  }
}

export type IpfsFiles = ReturnType<typeof createIpfsFiles>
