import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

/** A first start builds the site for production: minutes on a two-core machine, never this long. */
const START_TIMEOUT_MS = 15 * 60_000
/** Past this after Ctrl-C, whatever is left of the stack's process group is killed. */
const STOP_TIMEOUT_MS = 60_000

export type RunningStack = {
  dataDir: string
  /** Milliseconds from spawning `npm start` to its "Vitrine is up" line. */
  readyMs: number
  /** Ctrl-C to the whole process group, as a user stops it; a folder made here is removed. */
  stop: () => Promise<void>
}

/**
 * `npm start` for browser tests and benchmarks: on `env`'s ports (they must be set, away from a
 * developer's own stack) and a data folder of its own unless `dataDir` is given. Bounded both
 * ways: a start that is not up in 15 minutes, or a stop not done in a minute, is killed, so a
 * test run ends (and says why) rather than waiting forever.
 */
export async function startStack(options: {
  env: Record<string, string>
  dataDir?: string
  /** Receives the stack's standard error (warnings, errors) instead of this process's own. */
  onStderr?: (chunk: string) => void
}): Promise<RunningStack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-stack-'))
  const began = performance.now()
  // Standard error through a pipe, never our own: nothing of the stack's process group keeps
  // this process's output open after it is gone.
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stderr?.setEncoding('utf8').on('data', options.onStderr ?? ((chunk: string) => process.stderr.write(chunk)))
  const exited = new Promise((done) => child.once('exit', done))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal)
    } catch {
      // The group is gone already.
    }
  }
  const removeData = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  let output = ''
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`npm start was not up within ${START_TIMEOUT_MS / 60_000} minutes:\n${output}`)),
        START_TIMEOUT_MS,
      )
      child.stdout?.on('data', (chunk) => {
        output += chunk
        if (output.includes('Vitrine is up')) {
          clearTimeout(timer)
          ready()
        }
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(new Error(`npm start exited (${code}) before it was up:\n${output}`))
      })
    })
  } catch (error) {
    killGroup('SIGKILL')
    await exited
    removeData()
    throw error
  }
  return {
    dataDir,
    readyMs: performance.now() - began,
    stop: async () => {
      killGroup('SIGINT')
      const late = setTimeout(() => {
        process.stderr.write(`npm start did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing what is left of it\n`)
        killGroup('SIGKILL')
      }, STOP_TIMEOUT_MS)
      await exited
      clearTimeout(late)
      removeData()
    },
  }
}
