import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fakeKubo } from '../../test/fakeKubo.ts'
import { createIpfsClient, IpfsError } from '../metadata/createIpfsClient.ts'
import { createFilesAdapter } from './createFilesAdapter.ts'
import { ipfsCid } from './ipfsCid.ts'
import { createIpfsFiles } from './ipfsFiles.ts'

/** Where a saveIPFS file goes, with an IPFS node (IPFS_API_URL) and without, on a real files folder. */
const bytes = Buffer.from('a picture, for the store')
const kubo = fakeKubo()
let apiUrl: string
const files = createFilesAdapter({ dir: await mkdtemp(join(tmpdir(), 'vitrine-ipfs-files-')) })

beforeAll(async () => {
  const port = await freePort()
  await new Promise<void>((resolve) => kubo.server.listen(port, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${port}`
})
afterAll(() => {
  kubo.server.close()
})

describe('createIpfsFiles', () => {
  test('without an IPFS node: the CID computed here, this server named as the gateway, the bytes kept', async () => {
    const ipfs = createIpfsFiles({
      files,
      ipfs: undefined,
      publicGateway: 'https://ipfs.io',
      ownOrigin: 'http://here:1',
    })
    const kept = await ipfs.keep(bytes, 'a.png', 'image/png')
    expect(kept).toEqual({ hash: await ipfsCid(bytes), ipfs: `http://here:1/ipfs/${await ipfsCid(bytes)}` })
    expect(Buffer.from((await ipfs.read(kept.hash)) ?? [])).toEqual(bytes)
    expect(await ipfs.read('bafkreiaaaa')).toBeNull()
  })

  test("with one: pinned there, its CID answered, at the public gateway's URL, and kept here too", async () => {
    const ipfs = createIpfsFiles({
      files,
      ipfs: createIpfsClient(apiUrl),
      publicGateway: 'https://gw.example/',
      ownOrigin: 'http://here:1',
    })
    const kept = await ipfs.keep(bytes, 'a.png', 'image/png')
    expect(kubo.pinned.get(kept.hash)).toEqual(bytes)
    expect(kept.ipfs).toBe(`https://gw.example/ipfs/${kept.hash}`)
    expect(Buffer.from((await ipfs.read(kept.hash)) ?? [])).toEqual(bytes)
  })

  test('an IPFS node that does not answer fails the save with its cause, keeping nothing', async () => {
    const away = createIpfsClient(`http://127.0.0.1:${await freePort()}`, 2_000)
    const ipfs = createIpfsFiles({ files, ipfs: away, publicGateway: 'https://ipfs.io', ownOrigin: 'http://here:1' })
    const other = Buffer.from('never kept')
    await expect(ipfs.keep(other, 'b.png', 'image/png')).rejects.toBeInstanceOf(IpfsError)
    expect(await ipfs.read(await ipfsCid(other))).toBeNull()
  })
})
