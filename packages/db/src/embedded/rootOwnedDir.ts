import { lstat, mkdir } from 'node:fs/promises'

/**
 * Creates `dir` (mode 0755) if needed and checks that root alone controls it: what root runs or
 * keeps there must not be replaceable by another user.
 */
export async function rootOwnedDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o755 })
  const stats = await lstat(dir)
  if (!stats.isDirectory() || stats.uid !== 0 || (stats.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a folder of root that only root can write to (it holds PostgreSQL run as root).`)
  }
  return dir
}
