import * as dagPB from '@ipld/dag-pb'
import { UnixFS } from 'ipfs-unixfs'
import { CID } from 'multiformats/cid'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'

/** Kubo's default chunker: `size-262144`. */
export const CHUNK_BYTES = 262_144
/** Kubo's balanced layout: at most 174 links a node. */
export const MAX_LINKS = 174

/** A node of the file's DAG: its CID, the bytes of its subtree (a link's Tsize), the file bytes it holds. */
type DagNode = { cid: CID; treeSize: number; fileSize: number }

async function leaf(chunk: Uint8Array): Promise<DagNode> {
  const cid = CID.createV1(raw.code, await sha256.digest(chunk))
  return { cid, treeSize: chunk.length, fileSize: chunk.length }
}

async function parent(children: DagNode[]): Promise<DagNode> {
  const unixfs = new UnixFS({ type: 'file', blockSizes: children.map((child) => BigInt(child.fileSize)) })
  const bytes = dagPB.encode(
    dagPB.prepare({
      Data: unixfs.marshal(),
      Links: children.map((child) => ({ Hash: child.cid, Name: '', Tsize: child.treeSize })),
    }),
  )
  const cid = CID.createV1(dagPB.code, await sha256.digest(bytes))
  const sum = (pick: (child: DagNode) => number) => children.reduce((total, child) => total + pick(child), 0)
  return { cid, treeSize: bytes.length + sum((c) => c.treeSize), fileSize: sum((c) => c.fileSize) }
}

/**
 * The CID `ipfs add --cid-version=1` (raw leaves) of Kubo's defaults gives `bytes`: 256 KiB raw
 * leaves, under a balanced tree of UnixFS file nodes of at most 174 links; one chunk is its own
 * raw CID. So a file kept here has the address any IPFS node would give it.
 */
export async function ipfsCid(bytes: Uint8Array): Promise<string> {
  let level: DagNode[] = []
  for (let at = 0; at < bytes.length || at === 0; at += CHUNK_BYTES) {
    level.push(await leaf(bytes.subarray(at, at + CHUNK_BYTES)))
    if (bytes.length === 0) break
  }
  while (level.length > 1) {
    const next: DagNode[] = []
    for (let at = 0; at < level.length; at += MAX_LINKS) next.push(await parent(level.slice(at, at + MAX_LINKS)))
    level = next
  }
  return (level[0] as DagNode).cid.toString()
}

/** A CIDv1 (base32, `b…`) or CIDv0 (`Qm…`) of a raw or dag-pb block, as the gateway path takes it; null otherwise. */
export function parseCid(text: string): string | null {
  if (!/^(b[a-z2-7]{58,100}|Qm[1-9A-HJ-NP-Za-km-z]{44})$/.test(text)) return null
  try {
    const cid = CID.parse(text)
    if (cid.code !== raw.code && cid.code !== dagPB.code) return null
    if (cid.multihash.code !== sha256.code) return null
    return cid.toV1().toString() === text || cid.version === 0 ? cid.toString() : null
  } catch {
    return null
  }
}
