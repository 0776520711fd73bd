import { spawn } from 'node:child_process'
import { findProgram } from './debianTools.ts'
import { freePort } from './freePort.ts'
import { waitFor } from './spawnScript.ts'

/** `redis-server` on PATH (Debian's package `redis-server`), or null when none is installed. */
export const redisServerPath = (): string | null => findProgram('redis-server')

/** A Redis of the test's own on loopback, nothing persisted; `stop()` ends it. */
export async function startRedis(binary: string) {
  const port = await freePort()
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await waitFor(() => output.includes('Ready to accept connections'), 10_000)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
