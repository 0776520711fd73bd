import { chmod, cp, lstat, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { PostgresBinaries } from './postgresBinaries.ts'
import { rootOwnedDir } from './rootOwnedDir.ts'
import { treeFingerprint } from './treeFingerprint.ts'

/**
 * As root, PostgreSQL runs as the `postgres` user, who may not reach node_modules (a checkout in
 * /root or in a `mktemp -d` folder sits below a folder of mode 0700). So root runs a copy of the
 * binaries in `<rootDir>/postgresql-<version>-<fingerprint>`: root's own, readable by everyone,
 * writable by root only. The copy is checked against the installed package at every start (paths,
 * sizes, owners, modes); one that differs is never run, but replaced.
 */
export async function installPostgresForRoot(binaries: PostgresBinaries, rootDir: string): Promise<string> {
  await rootOwnedDir(rootDir)
  const { hash } = await treeFingerprint(binaries.dir)
  const target = join(rootDir, `postgresql-${binaries.version}-${hash}`)
  if (await isVerifiedCopy(target, hash)) return target
  await rm(target, { recursive: true, force: true })
  await removeAbandonedCopies(rootDir)

  const staging = await mkdtemp(join(rootDir, '.postgresql-'))
  try {
    await cp(binaries.dir, staging, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true })
    await restrictModes(staging)
    await rename(staging, target)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    // Another start made the same copy meanwhile: use that one.
    if (await isVerifiedCopy(target, hash)) return target
    throw new Error(`Could not copy PostgreSQL's binaries to ${target}.`, { cause: error })
  }
  if (!(await isVerifiedCopy(target, hash))) throw new Error(`The copy of PostgreSQL in ${target} does not verify.`)
  return target
}

/** Copies a start began and never finished (it was killed): an hour old, no start is still at it. */
async function removeAbandonedCopies(rootDir: string) {
  for (const name of await readdir(rootDir)) {
    if (!name.startsWith('.postgresql-')) continue
    const { mtimeMs } = await lstat(join(rootDir, name))
    if (Date.now() - mtimeMs > 3_600_000) await rm(join(rootDir, name), { recursive: true, force: true })
  }
}

async function isVerifiedCopy(dir: string, hash: string): Promise<boolean> {
  const exists = await lstat(dir).then(
    (stats) => stats.isDirectory(),
    () => false,
  )
  if (!exists) return false
  const copy = await treeFingerprint(dir)
  return copy.hash === hash && copy.rootOnly
}

/** Folders 0755, files readable by all and writable by root only (whatever npm's umask was). */
async function restrictModes(dir: string) {
  await chmod(dir, 0o755)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await restrictModes(path)
    else if (entry.isFile()) await chmod(path, ((await lstat(path)).mode & 0o100 ? 0o755 : 0o644) as number)
  }
}
