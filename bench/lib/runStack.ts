import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

export type BenchStack = {
  serverUrl: string
  /** Milliseconds from spawning `npm start` to its "Vitrine is up" line. */
  readyMs: number
  stop: () => Promise<void>
}

/** `npm start` on ports and a data folder of its own; `env` reaches every component. */
export async function runStack(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<BenchStack> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-bench-'))
  // As root, PostgreSQL runs as user `postgres`, which must be able to enter the folder.
  chmodSync(dataDir, 0o755)
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '22053',
    WEB_PORT: '23000',
    PG_PORT: '25433',
    ANVIL_PORT: '28545',
    LOG_LEVEL: 'warn',
    ...options.env,
  }
  const began = performance.now()
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
      if (output.includes('Vitrine is up')) ready()
    })
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)))
  })
  const readyMs = performance.now() - began
  return {
    serverUrl: `http://localhost:${env.PORT}/server`,
    readyMs,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done))
      process.kill(-(child.pid as number), 'SIGINT')
      await exited
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
