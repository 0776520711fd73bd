import { type ChildProcess, spawn } from 'node:child_process'
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunAs } from './postgresUser.ts'

type ProcessParameters = {
  /** Folder of the PostgreSQL build (`bin/`, `lib/`, `share/`). */
  installDir: string
  dataDir: string
  /** As root: the `postgres` user; otherwise the current user runs it. */
  runAs?: RunAs | undefined
  onLog: (message: string) => void
}

// Messages in English whatever the machine's language: readiness is read from the log.
const env = () => ({ ...process.env, LC_MESSAGES: 'C' })

/** `initdb`: a new cluster in `dataDir` (absent or empty), user `postgres` with `password`. */
export async function initCluster(parameters: ProcessParameters & { password: string }): Promise<void> {
  // The password goes through a file only the user running initdb can read.
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-pg-'))
  const passwordFile = join(folder, 'password')
  try {
    await writeFile(passwordFile, `${parameters.password}\n`, { mode: 0o600 })
    if (parameters.runAs) {
      await chown(folder, parameters.runAs.uid, parameters.runAs.gid)
      await chown(passwordFile, parameters.runAs.uid, parameters.runAs.gid)
    }
    const child = spawn(
      join(parameters.installDir, 'bin', 'initdb'),
      [
        `--pgdata=${parameters.dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        // Text compared by code point (memcmp), not by the machine's locale: addresses, hashes
        // and ids fill most keys, and a locale's comparison made every index write and sort of
        // a backfill slower by a fifth or more. lower() and upper() still know Unicode.
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      { ...parameters.runAs, env: env(), stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      parameters.onLog(chunk.toString())
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
    if (code !== 0)
      throw new Error(`initdb failed (exit code ${code}): ${output.trim().split('\n').slice(-3).join(' ')}`)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

export type PostgresProcess = {
  pid: number
  /** Fast shutdown (SIGINT: clients are disconnected, everything is written); resolves once it ended. */
  stop: () => Promise<void>
}

/** Starts `postgres` on `dataDir`; resolves once it accepts connections. */
export async function startPostgresProcess(
  parameters: ProcessParameters & { port: number; flags: string[] },
): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(
    join(parameters.installDir, 'bin', 'postgres'),
    ['-D', parameters.dataDir, '-p', String(parameters.port), ...parameters.flags],
    { ...parameters.runAs, env: env(), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  // Should this process end without stopping it, PostgreSQL still shuts down (and frees its port).
  const stopOnExit = () => child.kill('SIGINT')
  process.once('exit', stopOnExit)
  exited.then(() => process.off('exit', stopOnExit))

  let log = ''
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.stdout?.on('data', (chunk: Buffer) => parameters.onLog(chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString()
      parameters.onLog(message)
      log = (log + message).slice(-2000)
      // A replica says it accepts read-only connections.
      if (/database system is ready to accept (read-only )?connections/.test(log)) resolve()
    })
    exited.then(() => reject(new Error(`PostgreSQL exited before it was ready: ${lastLines(log)}`)))
  })
  return {
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT')
      await exited
    },
  }
}

const lastLines = (log: string) => log.trim().split('\n').slice(-3).join(' ') || '(nothing in its log)'
