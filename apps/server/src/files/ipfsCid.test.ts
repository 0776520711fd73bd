import { createHash } from 'node:crypto'
import * as dagPB from '@ipld/dag-pb'
import { UnixFS } from 'ipfs-unixfs'
import { importBytes } from 'ipfs-unixfs-importer'
import { CID } from 'multiformats/cid'
import { describe, expect, test } from 'vitest'
import { CHUNK_BYTES, ipfsCid, parseCid } from './ipfsCid.ts'

/** base32 (RFC 4648, lower case, no padding), written out here so the vector does not lean on multiformats. */
function base32(bytes: Uint8Array) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567'
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31]
  return out
}
/** CIDv1 raw sha2-256, from its definition: `b` + base32(0x01 0x55 0x12 0x20 ‖ sha256). */
const rawCid = (bytes: Uint8Array) =>
  `b${base32(Buffer.concat([Buffer.from([0x01, 0x55, 0x12, 0x20]), createHash('sha256').update(bytes).digest()]))}`

describe('ipfsCid: as `ipfs add --cid-version=1` with Kubo defaults', () => {
  test('"hello world\\n": the published CID, and the same from its definition', async () => {
    const hello = new TextEncoder().encode('hello world\n')
    // `echo "hello world" | ipfs add --cid-version=1 -q` (Kubo, any version since raw leaves became v1's default).
    expect(await ipfsCid(hello)).toBe('bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4')
    expect(await ipfsCid(hello)).toBe(rawCid(hello))
  })

  test('one chunk exactly is one raw block; one byte more is a UnixFS file node over two raw leaves', async () => {
    const bytes = new Uint8Array(CHUNK_BYTES + 1).map((_, i) => (i * 7) % 251)
    expect(await ipfsCid(bytes.subarray(0, CHUNK_BYTES))).toBe(rawCid(bytes.subarray(0, CHUNK_BYTES)))
    const root = CID.parse(await ipfsCid(bytes))
    expect(root.code).toBe(dagPB.code)
    // Rebuilt by hand from the definition: the leaves by sha256, the node's Data a UnixFS file of both sizes.
    const node = dagPB.prepare({
      Data: new UnixFS({ type: 'file', blockSizes: [BigInt(CHUNK_BYTES), 1n] }).marshal(),
      Links: [
        { Hash: CID.parse(rawCid(bytes.subarray(0, CHUNK_BYTES))), Name: '', Tsize: CHUNK_BYTES },
        { Hash: CID.parse(rawCid(bytes.subarray(CHUNK_BYTES))), Name: '', Tsize: 1 },
      ],
    })
    const encoded = dagPB.encode(node)
    expect(root.multihash.digest).toEqual(new Uint8Array(createHash('sha256').update(encoded).digest()))
  })

  test('175 chunks: a root over a full node of 174 leaves and a node of one', async () => {
    const zeros = new Uint8Array(CHUNK_BYTES)
    const leafCid = CID.parse(rawCid(zeros))
    const node = (count: number, links: { Hash: CID; Tsize: number }[], each: bigint) => {
      const bytes = dagPB.encode(
        dagPB.prepare({
          Data: new UnixFS({ type: 'file', blockSizes: Array.from({ length: count }, () => each) }).marshal(),
          Links: links.map((link) => ({ ...link, Name: '' })),
        }),
      )
      const cid = CID.createV1(dagPB.code, {
        code: 0x12,
        size: 32,
        digest: new Uint8Array(createHash('sha256').update(bytes).digest()),
        bytes: new Uint8Array([0x12, 0x20, ...createHash('sha256').update(bytes).digest()]),
      })
      return { cid, size: bytes.length + links.reduce((total, link) => total + link.Tsize, 0) }
    }
    const leafLink = { Hash: leafCid, Tsize: CHUNK_BYTES }
    const full = node(
      174,
      Array.from({ length: 174 }, () => leafLink),
      BigInt(CHUNK_BYTES),
    )
    const one = node(1, [leafLink], BigInt(CHUNK_BYTES))
    const root = dagPB.encode(
      dagPB.prepare({
        Data: new UnixFS({ type: 'file', blockSizes: [BigInt(CHUNK_BYTES * 174), BigInt(CHUNK_BYTES)] }).marshal(),
        Links: [
          { Hash: full.cid, Name: '', Tsize: full.size },
          { Hash: one.cid, Name: '', Tsize: one.size },
        ],
      }),
    )
    const ours = CID.parse(await ipfsCid(new Uint8Array(CHUNK_BYTES * 175)))
    expect(ours.code).toBe(dagPB.code)
    expect(ours.multihash.digest).toEqual(new Uint8Array(createHash('sha256').update(root).digest()))
  })
})

describe("ipfsCid against ipfs-unixfs-importer (the JS `ipfs add`, with Kubo's defaults set)", () => {
  // The importer writes each block; only the root CID is compared.
  const blockstore = { put: async (cid: CID) => cid }
  const kuboDefaults = {
    cidVersion: 1,
    rawLeaves: true,
    reduceSingleLeafToSelf: true,
    chunkSize: CHUNK_BYTES,
    maxChildrenPerNode: 174,
  } as const
  test.each([1, 12, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES * 3 + 5, CHUNK_BYTES * 175 + 1])(
    '%i bytes',
    async (size) => {
      const bytes = new Uint8Array(size).map((_, i) => (i * 31 + (i >> 9)) % 256)
      const { cid } = await importBytes(bytes, blockstore as never, kuboDefaults as never)
      expect(await ipfsCid(bytes)).toBe(cid.toString())
    },
  )
})

describe('parseCid: the gateway path takes a CID and nothing else', () => {
  test.each([
    'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4',
    'QmWATWQ7fVPP2EFGu71UkfnqhYXDYH566qy47CnJDgvs8u',
  ])('%s', (cid) => expect(parseCid(cid)).toBe(cid))
  test.each([
    '',
    '../etc/passwd',
    'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4/x',
    'BAFKREIFJJCIE6LYPI6NY7AMXNFFTAGCLBUXNDQONFIPMB64F2KM2DEVEI4',
    'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei5',
    'zb2rhe5P4gXftAwvA4eXQ5HJwsER2owDyS9sKaQRRVQPn93bA',
  ])('refuses %j', (text) => expect(parseCid(text)).toBeNull())
})
