import { createHash } from 'node:crypto'
import { appendFile, chown, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import type { RunAs } from './postgresUser.ts'

/**
 * Folders whose contents a base backup leaves out (PostgreSQL's "Making a Base Backup Using the
 * Low Level API"): the server makes them anew. The log comes from the primary by streaming, so
 * `pg_wal` keeps only its subfolders, empty.
 */
const CONTENTS_LEFT_OUT = new Set([
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
])
const LOG_FOLDER = 'pg_wal'
/** Files of the running primary alone: its process, its options, its sockets and their locks. */
const leftOut = (name: string) =>
  name === 'postmaster.pid' || name === 'postmaster.opts' || name.startsWith('.s.PGSQL.')

/**
 * Makes `clusterDir` (empty) a streaming replica of the primary at `primaryUrl` (a superuser's URL
 * of a server with `wal_level=replica`): PostgreSQL's low-level base backup — the primary's data
 * folder copied between `pg_backup_start` and `pg_backup_stop` — then `standby.signal` and how to
 * reach the primary. A physical replication slot of its own keeps the primary's log until the
 * replica has it. Both servers must be on this machine (the primary's folder is read directly).
 */
export async function baseBackup(primaryUrl: string, clusterDir: string, runAs?: RunAs): Promise<void> {
  const client = new pg.Client({ connectionString: primaryUrl })
  await client.connect()
  try {
    const slot = `vitrine_replica_${createHash('sha256').update(clusterDir).digest('hex').slice(0, 16)}`
    await client.query(
      'SELECT pg_create_physical_replication_slot($1, true) WHERE NOT EXISTS (SELECT 1 FROM pg_replication_slots WHERE slot_name = $1)',
      [slot],
    )
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory')
    await client.query('SELECT pg_backup_start($1, true)', ['vitrine replica'])
    await copyTree((rows[0] as { data_directory: string }).data_directory, clusterDir, false)
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(true)',
    )
    const { labelfile, spcmapfile } = stopped.rows[0] as { labelfile: string; spcmapfile: string | null }
    await writeFile(join(clusterDir, 'backup_label'), labelfile)
    if (spcmapfile) await writeFile(join(clusterDir, 'tablespace_map'), spcmapfile)
    await writeFile(join(clusterDir, 'standby.signal'), '')
    await appendFile(
      join(clusterDir, 'postgresql.auto.conf'),
      `primary_conninfo = ${confString(replicationConninfo(primaryUrl))}\nprimary_slot_name = '${slot}'\n`,
    )
    if (runAs) await chownTree(clusterDir, runAs)
  } finally {
    await client.end()
  }
}

/** Copies a folder a running server writes to: a file gone meanwhile is skipped (the log replays it). */
async function copyTree(from: string, to: string, foldersOnly: boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 })
  const entries = await readdir(from, { withFileTypes: true }).catch(ignoreGone([]))
  for (const entry of entries) {
    if (leftOut(entry.name)) continue
    const source = join(from, entry.name)
    const target = join(to, entry.name)
    if (entry.isDirectory() && CONTENTS_LEFT_OUT.has(entry.name)) await mkdir(target, { mode: 0o700 })
    else if (entry.isDirectory()) await copyTree(source, target, foldersOnly || entry.name === LOG_FOLDER)
    else if (entry.isFile() && !foldersOnly) await copyFile(source, target).catch(ignoreGone(undefined))
  }
}

const ignoreGone =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value
    throw error
  }

async function chownTree(folder: string, { uid, gid }: RunAs): Promise<void> {
  await chown(folder, uid, gid)
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) await chownTree(path, { uid, gid })
    else await chown(path, uid, gid)
  }
}

/** libpq's connection string for a replication connection to the primary, over TCP. */
function replicationConninfo(primaryUrl: string): string {
  const url = new URL(primaryUrl)
  const value = (text: string) => `'${text.replace(/[\\']/g, (character) => `\\${character}`)}'`
  return [
    `host=${value(url.hostname)}`,
    `port=${value(url.port || '5432')}`,
    `user=${value(decodeURIComponent(url.username))}`,
    `password=${value(decodeURIComponent(url.password))}`,
  ].join(' ')
}

/** A string value of postgresql.conf: quoted, its quotes doubled and its backslashes escaped. */
const confString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
