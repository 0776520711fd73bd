import { createRequire } from 'node:module'
import type { FilesConfig } from '../config.ts'

const require = createRequire(import.meta.url)

/** Parse's files adapter, as Parse Server takes it; what we call of it ourselves is typed. */
export type FilesAdapter = {
  getFileData(name: string): Promise<Uint8Array>
  createFile(name: string, data: Buffer, contentType?: string): Promise<unknown>
}

type FsAdapterClass = new (options: { filesSubDirectory?: string }) => FilesAdapter

/**
 * `@parse/fs-files-adapter` keeps files under `files/` of the working folder: this one keeps them
 * in the folder given (the data folder's `files/` by default), so they are backed up with it.
 */
function folderAdapter(dir: string): FilesAdapter {
  const FileSystemAdapter = require('@parse/fs-files-adapter') as FsAdapterClass
  class FolderAdapter extends FileSystemAdapter {
    // The base class names its folder `files/<filesSubDirectory>`; ours is the path itself.
    _getApplicationDir(this: { _filesDir: string }) {
      return this._filesDir
    }
  }
  return new FolderAdapter({ filesSubDirectory: dir })
}

/**
 * Where Parse Files keep uploads: the folder, or an S3-compatible bucket. Files are served
 * through the backend in both cases (the S3 adapter's `directAccess` stays off), so every answer
 * gets the backend's file headers (see fileServeHeaders.ts).
 */
export function createFilesAdapter(config: Pick<FilesConfig, 'dir' | 's3'>): FilesAdapter {
  if (!config.s3) return folderAdapter(config.dir)
  const S3Adapter = require('@parse/s3-files-adapter') as new (options: object) => FilesAdapter
  const { s3 } = config
  return new S3Adapter({
    bucket: s3.bucket,
    bucketPrefix: s3.prefix,
    directAccess: false,
    s3overrides: {
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
    },
  })
}
