import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

export type RunningStack = {
  dataDir: string
  /** Milliseconds from spawning `npm start` to its "Vitrine is up" line. */
  readyMs: number
  /** Ctrl-C to the whole process group, as a user stops it; a folder made here is removed. */
  stop: () => Promise<void>
}

/**
 * `npm start` for browser tests and benchmarks: on `env`'s ports (they must be set, away from a
 * developer's own stack) and a data folder of its own unless `dataDir` is given.
 */
export async function startStack(options: {
  env: Record<string, string>
  dataDir?: string
  /** Receives the stack's standard error (warnings, errors) instead of this process's own. */
  onStderr?: (chunk: string) => void
}): Promise<RunningStack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-stack-'))
  const began = performance.now()
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', options.onStderr ? 'pipe' : 'inherit'],
  })
  if (options.onStderr) child.stderr?.setEncoding('utf8').on('data', options.onStderr)
  const exited = new Promise((done) => child.once('exit', done))
  await new Promise<void>((ready, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('Vitrine is up')) ready()
    })
    child.once('exit', (code) => fail(new Error(`npm start exited (${code}) before it was up:\n${output}`)))
  })
  return {
    dataDir,
    readyMs: performance.now() - began,
    stop: async () => {
      process.kill(-(child.pid as number), 'SIGINT')
      await exited
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
