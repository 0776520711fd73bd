import { createHash } from 'node:crypto'
import { lstat, readdir, readlink } from 'node:fs/promises'
import { join } from 'node:path'

export type TreeFingerprint = {
  /** Hash of every entry's path, kind, size, executable bit and link target. */
  hash: string
  /** Every file and folder belongs to root and no one else may write to it. */
  rootOnly: boolean
}

/**
 * A cheap identity of a folder tree (metadata only, no file contents): enough to tell a complete
 * copy from a partial one or from another version, in tens of milliseconds for PostgreSQL's ~1,000 files.
 */
export async function treeFingerprint(dir: string): Promise<TreeFingerprint> {
  const paths = ((await readdir(dir, { recursive: true })) as string[]).sort()
  const lines = await Promise.all(
    ['', ...paths].map(async (path) => {
      const full = join(dir, path)
      const stats = await lstat(full)
      if (stats.isSymbolicLink()) return { line: `l ${path} ${await readlink(full)}`, rootOnly: true }
      const rootOnly = stats.uid === 0 && (stats.mode & 0o022) === 0
      if (stats.isDirectory()) return { line: `d ${path}`, rootOnly }
      return { line: `f ${path} ${stats.size} ${stats.mode & 0o100 ? 'x' : '-'}`, rootOnly }
    }),
  )
  return {
    hash: createHash('sha256')
      .update(lines.map((entry) => entry.line).join('\n'))
      .digest('hex')
      .slice(0, 16),
    rootOnly: lines.every((entry) => entry.rootOnly),
  }
}
