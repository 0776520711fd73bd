import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@vitrine/testkit'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createFilesAdapter } from './createFilesAdapter.ts'

type Adapter = {
  createFile(name: string, data: Buffer, contentType?: string): Promise<unknown>
  getFileData(name: string): Promise<Buffer>
  deleteFile(name: string): Promise<unknown>
}

const files = { maxBytes: 1_000_000, uploadsPerMinute: 10, uploadBytesPerDay: 1_000_000_000 }
const bytes = Buffer.from('\x89PNG\r\n\x1a\nnot really more')

describe('the files adapter', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-files-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('by default keeps files in the folder given, not the working folder', async () => {
    const folder = join(dir, 'data', 'files')
    const adapter = createFilesAdapter({ ...files, dir: folder }) as Adapter
    await adapter.createFile('abc_picture.png', bytes)
    expect(await readdir(folder)).toEqual(['abc_picture.png'])
    expect((await adapter.getFileData('abc_picture.png')).equals(bytes)).toBe(true)
    // A restart builds a new adapter on the same folder: every file is still there.
    const restarted = createFilesAdapter({ ...files, dir: folder }) as Adapter
    expect((await restarted.getFileData('abc_picture.png')).equals(bytes)).toBe(true)
  })

  test('with an S3 bucket, keeps them there (a local S3 fake)', async () => {
    const port = await freePort()
    const s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 's3'),
      configureBuckets: [{ name: 'vitrine-files', configs: [] }],
    })
    await s3.run()
    try {
      const adapter = createFilesAdapter({
        ...files,
        dir: join(dir, 'unused'),
        s3: {
          bucket: 'vitrine-files',
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          prefix: 'uploads/',
        },
      }) as Adapter
      await adapter.createFile('abc_picture.png', bytes, 'image/png')
      expect((await adapter.getFileData('abc_picture.png')).equals(bytes)).toBe(true)
      // The fake keeps the object under its key, prefix included.
      expect(await readdir(join(dir, 's3', 'vitrine-files', 'uploads'))).toContain('abc_picture.png._S3rver_object')
      await adapter.deleteFile('abc_picture.png')
      await expect(adapter.getFileData('abc_picture.png')).rejects.toThrow()
      // No folder at all is as good as an empty one: the S3 adapter wrote nothing to disk.
      expect(await readdir(join(dir, 'unused')).catch(() => [])).toEqual([])
    } finally {
      await s3.close()
    }
  })
})
