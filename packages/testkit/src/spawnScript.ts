import { type ChildProcess, spawn } from 'node:child_process'

export type SpawnedScript = {
  child: ChildProcess
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string
  exited: Promise<number | null>
}

/** Runs a TypeScript entry point in its own Node process (through tsx), as `npm start` runs it. */
export function spawnScript(file: string, env: Record<string, string>): SpawnedScript {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** Polls `check` every 100 ms until it holds; past `timeoutMs`, throws. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('timed out')
}
