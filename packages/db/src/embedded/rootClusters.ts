import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { rootOwnedDir } from './rootOwnedDir.ts'

/** In a data folder started as root: where its cluster lives. */
export const CLUSTER_POINTER = 'cluster.json'

type Pointer = { cluster: string; why?: string }
type Record = { dataDir: string }

/**
 * As root, a data folder's cluster lives in `<clustersDir>/<key>` (a folder of `postgres`, mode
 * 0700), outside the data folder: the `postgres` user may not be able to enter the data folder
 * (below /root or a `mktemp -d` folder), and we make no folder of the user's more open. The key
 * comes from the data folder's path; the data folder keeps a pointer to the cluster
 * (`cluster.json`) and `<key>.json` beside the cluster names its data folder, so a cluster whose
 * data folder was deleted or reset is found and removed.
 */
export async function rootClusterDir(dataDir: string, clustersDir: string): Promise<string> {
  await rootOwnedDir(clustersDir)
  const pointed = await readJson<Pointer>(join(dataDir, CLUSTER_POINTER))
  const cluster =
    pointed && isInside(pointed.cluster, clustersDir)
      ? pointed.cluster
      : join(clustersDir, createHash('sha256').update(dataDir).digest('hex').slice(0, 16))
  if (!pointed && (await isRunning(cluster))) {
    throw new Error(`The PostgreSQL cluster ${cluster} of ${dataDir} is already running.`)
  }
  // No pointer: a new data folder, or one emptied to start afresh. Whatever the key held goes.
  if (!pointed) await rm(cluster, { recursive: true, force: true })
  // Pointer first, then the record: a clean-up running meanwhile always finds the two agreeing.
  const pointer: Pointer = {
    cluster,
    why: 'As root, PostgreSQL runs as user postgres, who may not enter this folder; its cluster lives there.',
  }
  await writeFile(join(dataDir, CLUSTER_POINTER), `${JSON.stringify(pointer, null, 2)}\n`)
  await writeFile(`${cluster}.json`, `${JSON.stringify({ dataDir } satisfies Record)}\n`)
  return cluster
}

/**
 * Removes clusters whose data folder is gone or no longer points to them (deleted, reset, or a
 * test's temporary folder), unless they are running. Returns the removed folders.
 */
export async function removeOrphanClusters(clustersDir: string): Promise<string[]> {
  const removed: string[] = []
  // Clusters and records alike: a record left without its cluster goes too.
  const names = new Set(
    (await readdir(clustersDir)).filter((name) => !name.startsWith('.')).map((name) => name.replace(/\.json$/, '')),
  )
  for (const name of names) {
    const cluster = join(clustersDir, name)
    const record = await readJson<Record>(`${cluster}.json`)
    const pointer = record && (await readJson<Pointer>(join(record.dataDir, CLUSTER_POINTER)))
    if (pointer?.cluster === cluster || (await isRunning(cluster))) continue
    await rm(cluster, { recursive: true, force: true })
    await rm(`${cluster}.json`, { force: true })
    removed.push(cluster)
  }
  return removed
}

/** A cluster is running while the process in its `postmaster.pid` lives. */
async function isRunning(cluster: string): Promise<boolean> {
  const pidFile = await readFile(join(cluster, 'postmaster.pid'), 'utf8').catch(() => '')
  const pid = Number(pidFile.split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    // No such process: a stale pid file of a cluster that stopped uncleanly.
    return false
  }
}

async function readJson<T>(path: string): Promise<T | undefined> {
  const text = await readFile(path, 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as T
  } catch {
    // A damaged pointer or record counts as none.
    return undefined
  }
}

const isInside = (path: unknown, dir: string) =>
  typeof path === 'string' && path.startsWith(`${dir}/`) && !path.slice(dir.length + 1).includes('/')
